import mitt, { type Handler } from 'mitt'
import type { Cart, CartItem } from './schemas/cart'
import type { Customer } from './schemas/customer'

/** Payloads of every public event; each is also dispatched on window as `ecom:<topic>`. */
export type Events = {
  'cart:addItem': { item: CartItem; cart: Cart }
  'cart:increaseItemQnt': { item: CartItem; cart: Cart }
  'cart:fixItem': { item: CartItem; cart: Cart }
  'cart:removeItem': { item: CartItem; cart: Cart }
  'cart:clear': { cart: Cart }
  'cart:reset': { cart: Cart }
  'cart:save': { cart: Cart }
  'cart:change': { cart: Cart }
  'passport:login': { customer: Customer }
  'passport:logout': Record<string, never>
  'passport:change': { customer: Customer }
  'search:results': { term: string; total: number }
}

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
