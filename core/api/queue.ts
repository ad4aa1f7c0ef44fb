import { IN_FLIGHT_MS } from './constants'

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export interface HostQueue {
  /**
   * Runs `send` once this request's turn comes, counting it in flight until it settles. Rejects with the signal's
   * reason (and leaves the queue) if `signal` aborts while waiting.
   */
  run<T>(signal: AbortSignal | undefined, send: () => Promise<T>): Promise<T>
  /** Holds every request to this host, queued or coming, for `ms`. */
  pause(ms: number): void
}

/**
 * Spacing for one host: a request waits `delay * position + inFlight * 2.5` ms, position being how many
 * requests are still waiting ahead of it, so the first waits 0. That formula alone lets a request that arrives just
 * after a send go out 2.5 ms later, so we also keep `delay` between any two sends, which is what the spacing is for.
 */
export function createHostQueue(delay: number, now: () => number, sleep: Sleep): HostQueue {
  let waiting = 0
  let inFlight = 0
  let last = -Infinity
  let pausedUntil = -Infinity
  return {
    async run(signal, send) {
      const readyAt = now() + delay * waiting++ + inFlight * IN_FLIGHT_MS
      try {
        // Re-checked after every sleep: a send or a 503 pause may have happened meanwhile.
        for (let t: number; ; await sleep(t, signal)) {
          if (signal?.aborted) throw signal.reason
          if ((t = Math.max(readyAt, last + delay, pausedUntil) - now()) <= 0) break
        }
      } finally {
        waiting--
      }
      // Marked in the same tick as the send, so the spacing holds between actual sends, not between wake-ups.
      last = now()
      inFlight++
      try {
        return await send()
      } finally {
        inFlight--
      }
    },
    pause(ms) {
      pausedUntil = Math.max(pausedUntil, now() + ms)
    }
  }
}

/** setTimeout as a promise; rejects with the signal's reason so an aborted wait leaves its queue at once. */
export const timerSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(id)
      reject(signal!.reason)
    }
    const id = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    if (signal?.aborted) abort()
    else signal?.addEventListener('abort', abort, { once: true })
  })
