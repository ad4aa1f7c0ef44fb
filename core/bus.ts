import type { HashedUser } from './integrations/hashed-user'
import mitt, { type Handler } from 'mitt'
import type { Cart, CartItem } from './schemas/cart'
import type { Customer } from './schemas/customer'
import type { Order } from './schemas/order'
import type { Product } from './schemas/product'

/** A promotion slot (banner, popup offer) as GA4's view_promotion / select_promotion describe it. */
export interface Promotion {
  id: string
  name: string
  creative?: string
  position?: number
}

/** A chosen delivery offer, as the checkout reports it. */
export interface ShippingChoice {
  label: string
  service_code?: string
  price: number
}

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
  /** The shopper logged out (here or in another tab): what was theirs must go. */
  'passport:logout': Record<string, never>
  /**
   * The session ended without a logout (its token expired or the platform refused it): the shopper is asked to log in
   * again, and what they were doing (a checkout's typed data) is kept for them.
   */
  'passport:expire': Record<string, never>
  'passport:change': { customer: Customer }
  /** Sign-up: a visitor's order created their customer record at the checkout. Only the record's id, never the data. */
  'passport:signup': { customer: Customer }
  'search:results': { term: string; total: number }
  /** A list of product cards shown (home grid, search results, category, carousel): `list` names it. */
  'list:view': { list: string; products: Product[] }
  /** A card of a list followed or bought from. */
  'list:select': { list: string; product: Product; index: number }
  /** The product page shows a product; `variation_id` once a variation is chosen. */
  'product:view': { product: Product }
  'product:variation': { product: Product; variation_id: string }
  /** A product was added to the customer's favourites (or removed). */
  'favorites:add': { product_id: string; product?: Product }
  'favorites:remove': { product_id: string }
  'promotion:view': { promotion: Promotion }
  'promotion:select': { promotion: Promotion }
  /** The /app/ cart route was shown. */
  'cart:view': { cart: Cart }
  'checkout:begin': { cart: Cart }
  'checkout:shipping': { cart: Cart; shipping: ShippingChoice }
  'checkout:payment': { cart: Cart; method: string }
  /**
   * Emitted once, when the order is placed: the order has been created, and the cart is emptied after it (cart:clear
   * and cart:reset follow), so a listener still reads the lines. `user`: SHA-256 hashes of the buyer's e-mail and
   * phone (never the data), for vendors the store allows them.
   */
  'checkout:purchase': { order: Order; items: CartItem[]; user?: HashedUser }
  /** A countdown reached zero. */
  'countdown:end': { element: HTMLElement }
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
