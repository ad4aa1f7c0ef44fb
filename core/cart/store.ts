import { atom, type ReadableAtom } from 'nanostores'
import type { Bus } from '../bus'
import type { Cart, CartItem } from '../schemas/cart'
import type { Product } from '../schemas/product'
import * as rules from './index'
import type { CartResult } from './result'

export interface CartStoreDeps {
  bus: Bus
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  key?: string
  newId: () => string
  /** Window whose `storage` events carry the other tabs' edits. */
  win?: Pick<Window, 'addEventListener'>
}

export interface CartStore {
  readonly $cart: ReadableAtom<Cart>
  readonly data: Cart
  addItem(item: Partial<CartItem> & Record<string, unknown>): CartItem | null
  addProduct(product: Product, variationId?: string, quantity?: number): CartItem | null
  increaseItemQnt(itemId: string, quantity?: number): CartItem | null
  setItemQnt(itemId: string, quantity: number): CartItem | null
  fixItem(itemId: string): CartItem | null
  removeItem(itemId: string): CartItem | null
  clear(): void
  reset(): void
  save(): void
}

/**
 * The one cart of the page. Rules are pure functions in ./rules; this file only keeps the state, persists it, mirrors
 * other tabs and emits the platform's events (add: addItem, save, change).
 */
export function createCartStore({ bus, storage, key = 'ecomShoppingCart', newId, win }: CartStoreDeps): CartStore {
  const read = (): unknown => {
    try {
      const raw = storage?.getItem(key)
      return raw ? JSON.parse(raw) : null
    } catch {
      return null // corrupt JSON or storage disabled: start clean, silently (spec §8)
    }
  }
  const $cart = atom<Cart>(rules.removeTemporary(rules.fixCart(read(), { newId }).cart).cart)

  const save = () => {
    const cart = $cart.get()
    try {
      storage?.setItem(key, JSON.stringify(cart))
    } catch (e) {
      console.warn('[vitrine] cart could not be stored', e) // quota or private mode: keep working in memory
    }
    bus.emit('cart:save', { cart })
  }

  const apply = <K extends 'cart:addItem' | 'cart:increaseItemQnt' | 'cart:fixItem' | 'cart:removeItem'>(
    topic: K,
    result: CartResult
  ): CartItem | null => {
    if (!result.changed) return null
    $cart.set(result.cart)
    const item = result.item ?? result.removed?.[0]
    if (item) bus.emit(topic, { item, cart: result.cart })
    save()
    bus.emit('cart:change', { cart: result.cart })
    return item ?? null
  }

  // Another tab saved: merge rather than overwrite, so an edit made here meanwhile is not lost.
  win?.addEventListener('storage', (ev: StorageEvent) => {
    if (ev.key !== key) return
    const remote = rules.fixCart(ev.newValue ? safeJson(ev.newValue) : null, { newId }).cart
    const merged = rules.mergeCarts($cart.get(), remote)
    $cart.set(merged)
    bus.emit('cart:change', { cart: merged })
  })

  return {
    $cart,
    get data() {
      return $cart.get()
    },
    addItem: (item) => apply('cart:addItem', rules.addItem($cart.get(), item, { newId })),
    addProduct: (product, variationId, quantity) =>
      apply('cart:addItem', rules.addProduct($cart.get(), product, variationId, quantity, { newId })),
    increaseItemQnt: (itemId, quantity = 1) => apply('cart:increaseItemQnt', rules.increaseItemQnt($cart.get(), itemId, quantity)),
    setItemQnt: (itemId, quantity) => apply('cart:increaseItemQnt', rules.setItemQnt($cart.get(), itemId, quantity)),
    fixItem: (itemId) => apply('cart:fixItem', rules.fixItem($cart.get(), itemId)),
    removeItem: (itemId) => apply('cart:removeItem', rules.removeItem($cart.get(), itemId)),
    clear() {
      const cart = rules.clear($cart.get()).cart
      $cart.set(cart)
      bus.emit('cart:clear', { cart })
      save()
      bus.emit('cart:change', { cart })
    },
    reset() {
      const cart = rules.reset(newId).cart
      $cart.set(cart)
      bus.emit('cart:reset', { cart })
      save()
      bus.emit('cart:change', { cart })
    },
    save
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
