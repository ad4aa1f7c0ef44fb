import mitt, { type Handler } from 'mitt'
import type { Events } from './storefront'

export type { Events, Promotion, ShippingChoice } from './storefront'

export type Topic = keyof Events

export interface Bus {
  on<K extends Topic>(topic: K, fn: Handler<Events[K]>): void
  off<K extends Topic>(topic: K, fn: Handler<Events[K]>): void
  emit<K extends Topic>(topic: K, payload: Events[K]): void
}

/**
 * Typed bus for code inside the suite. Every emit is mirrored to `target` as a CustomEvent so theme scripts and tag
 * managers can listen without importing anything.
 */
export function createBus(target: EventTarget | undefined = globalThis.window): Bus {
  const inner = mitt<Events>()
  return {
    on: inner.on,
    off: inner.off,
    emit(topic, payload) {
      inner.emit(topic, payload)
      // A throwing theme listener must not break the cart: dispatchEvent reports listener errors itself.
      target?.dispatchEvent(new CustomEvent(`ecom:${topic}`, { detail: payload }))
    }
  }
}
