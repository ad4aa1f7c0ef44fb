// Deterministic stand-ins for the client's deps: a virtual clock whose timers fire in order, and a fetch that answers
// from a script and records what was sent and when.

export interface Clock {
  now: () => number
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  /** Moves virtual time forward, firing due timers in order and letting promise chains settle between them. */
  advance: (ms: number) => Promise<void>
  pending: () => number
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function createClock(): Clock {
  let t = 0
  let seq = 0
  let timers: { at: number; seq: number; fire: () => void }[] = []
  const sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason)
      const timer = { at: t + Math.max(0, ms), seq: seq++, fire: resolve }
      timers.push(timer)
      signal?.addEventListener(
        'abort',
        () => {
          timers = timers.filter((x) => x !== timer)
          reject(signal.reason)
        },
        { once: true }
      )
    })
  async function advance(ms: number) {
    const end = t + ms
    for (;;) {
      await flush()
      const next = timers.filter((x) => x.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0]
      if (!next) break
      timers = timers.filter((x) => x !== next)
      t = next.at
      next.fire()
    }
    t = end
    await flush()
  }
  return { now: () => t, sleep, advance, pending: () => timers.length }
}

export interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
  t: number
  abortedAt?: number
}

/** What the scripted server does with one request: answer, fail at network level, or never answer. */
export type Answer = { status: number; body?: unknown; raw?: string } | 'network' | 'hang'

export function createFetch(
  clock: Clock,
  answer: (req: Sent, index: number) => Answer = () => ({ status: 200, body: {} })
) {
  const sent: Sent[] = []
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: Sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body as string | undefined,
      t: clock.now()
    }
    sent.push(req)
    const a = answer(req, sent.length - 1)
    const signal = init.signal
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
    if (a === 'network') throw new TypeError('Failed to fetch')
    if (a === 'hang') {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => {
          req.abortedAt = clock.now()
          reject(new DOMException('aborted', 'AbortError'))
        })
      })
    }
    const text = a.raw ?? (a.body === undefined ? '' : JSON.stringify(a.body))
    return { ok: a.status >= 200 && a.status < 300, status: a.status, text: async () => text } as Response
  }) as typeof globalThis.fetch
  return { fetch, sent }
}

export const settings = {
  store_id: 1011,
  api: {
    store: 'https://store.test/v1/',
    store_cache: 'https://cache.test/{store_id}/v1/',
    passport: 'https://passport.test/v1/',
    search: 'https://search.test/api/v1/',
    modules: 'https://modules.test/api/v1/',
    storefront: 'https://storefront.test/api/v1/',
    graphs: 'https://graphs.test/api/v1/',
    platform: 'https://platform.test/api/v1/',
    platform_cache: 'https://platform-cache.test/api/v1/'
  }
}
