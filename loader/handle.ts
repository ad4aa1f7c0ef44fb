// The one global. The loader creates it with what needs no runtime (events, readiness); the runtime chunk fills in
// settings, cart and passport on the same object, so a theme can subscribe before anything else has loaded.

type Listener = (detail: unknown) => void

export interface StorefrontHandle {
  on(topic: string, fn: Listener): void
  off(topic: string, fn: Listener): void
  /** Resolves with the handle once settings, cart and passport are on it. */
  ready(): Promise<StorefrontHandle>
  [key: string]: unknown
}

export function createHandle(loadRuntime: () => Promise<unknown>): StorefrontHandle {
  // One DOM listener per (function, topic); addEventListener itself ignores a second identical registration.
  const wrapped = new WeakMap<Listener, Record<string, EventListener>>()
  let runtime: Promise<StorefrontHandle> | undefined
  // The runtime replaces ready() with its own (which also waits for the passport): an early caller gets that too.
  const ready = (): Promise<StorefrontHandle> =>
    (runtime ??= loadRuntime().then(() => (handle.ready === ready ? handle : handle.ready())))
  const handle: StorefrontHandle = {
    ready,
    on(topic, fn) {
      const byTopic = wrapped.get(fn) ?? {}
      wrapped.set(fn, byTopic)
      addEventListener(`ecom:${topic}`, (byTopic[topic] ??= (ev) => fn((ev as CustomEvent).detail)))
    },
    off(topic, fn) {
      // Removing an unknown (undefined) listener is a no-op.
      removeEventListener(`ecom:${topic}`, wrapped.get(fn)?.[topic] as EventListener)
    }
  }
  return handle
}
