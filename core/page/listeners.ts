import type { Storefront } from '../storefront'

type Listener = (detail: never) => void

/**
 * on/off for theme scripts: each topic is the window CustomEvent `ecom:<topic>`, the listener gets its detail. One DOM
 * listener per (function, topic), so a function registered twice fires once and one off removes it. `on` returns the
 * unsubscribe function, as consent.on does.
 */
export function listeners(target: EventTarget = window): Pick<Storefront, 'on' | 'off'> {
  const wrapped = new WeakMap<Listener, Record<string, EventListener>>()
  const handle: Pick<Storefront, 'on' | 'off'> = {
    on(topic, fn) {
      const byTopic = wrapped.get(fn) ?? {}
      wrapped.set(fn, byTopic)
      target.addEventListener(`ecom:${topic}`, (byTopic[topic] ??= (ev) => fn((ev as CustomEvent).detail as never)))
      return () => handle.off(topic, fn)
    },
    off(topic, fn) {
      // Removing an unknown listener is a no-op.
      const listener = wrapped.get(fn)?.[topic]
      if (listener) target.removeEventListener(`ecom:${topic}`, listener)
    }
  }
  return handle
}
