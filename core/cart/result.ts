import { cartSubtotal } from '../money/cart-math'
import type { Cart, CartItem } from '../schemas/cart'

/**
 * What every cart operation answers. `cart` is always a new object when `changed`, and the input itself when not, so
 * the store can skip saving and emitting. `item` is the line added or edited, `removed` the lines taken out (a kit
 * removal takes several).
 */
export interface CartResult {
  cart: Cart
  changed: boolean
  item?: CartItem
  removed?: CartItem[]
}

/** Injected so ids and stamps are deterministic in tests. */
export type NewId = () => string
export type Clock = () => number

export interface ClockOptions {
  /** Epoch ms used for the cross-tab stamps (default Date.now). */
  now?: Clock
}

export interface IdOptions extends ClockOptions {
  newId: NewId
}

export function unchanged(cart: Cart, item?: CartItem): CartResult {
  return item ? { cart, changed: false, item } : { cart, changed: false }
}

/** Cart subtotal: the sum of quantity * (final_price ?? price), exact to the cent (integer cents inside). */
export function subtotal(items: readonly CartItem[]): number {
  return cartSubtotal(items)
}

/** A copy of the cart holding `items`, with the subtotal that goes with them. */
export function withItems(cart: Cart, items: CartItem[]): Cart {
  return { ...cart, items, subtotal: subtotal(items) }
}

export function clockOf(options?: ClockOptions): Clock {
  return options?.now ?? Date.now
}

/**
 * The stamp for a new version of `previous`: the clock, but always after the version it replaces, so an edit made
 * here wins over the state it was made on even if the system clock stepped back.
 */
export function nextStamp(now: Clock, previous?: number): number {
  const time = now()
  return typeof previous === 'number' && Number.isFinite(previous) && previous >= time ? previous + 1 : time
}
