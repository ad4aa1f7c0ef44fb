import { atom, type ReadableAtom } from 'nanostores'
import type { Bus } from '../bus'
import type { Cart, CartItem } from '../schemas/cart'
// Named files, not ./index: the barrel would pull the merge code, which is loaded only when a second tab writes.
import { addItem } from './add'
import { fixCart, fixItem } from './fix'
import { increaseItemQnt, setItemQnt } from './quantity'
import { clear, removeItem, removeTemporary, reset } from './remove'
import type { CartResult } from './result'
import { sameJson } from './same'

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
  increaseItemQnt(itemId: string, quantity?: number): CartItem | null
  setItemQnt(itemId: string, quantity: number): CartItem | null
  /** Takes the line's id or the line itself, as the platform's shopping-cart library does. */
  fixItem(item: string | Pick<CartItem, '_id'>): CartItem | null
  removeItem(itemId: string): CartItem | null
  clear(): void
  reset(): void
  save(): void
}

/**
 * The one cart of the page. Rules are pure functions (./index); this file only keeps the state, persists it, mirrors
 * other tabs and emits the platform's events (add: addItem, save, change). Building a line from a product lives with
 * the widgets that show products (./product), so pages without them do not download it.
 */
export function createCartStore({ bus, storage, key = 'ecomShoppingCart', newId, win }: CartStoreDeps): CartStore {
  const read = (): unknown => {
    try {
      const raw = storage?.getItem(key)
      return raw ? JSON.parse(raw) : null
    } catch {
      return null // corrupt JSON or storage disabled: start clean, silently
    }
  }
  const $cart = atom<Cart>(removeTemporary(fixCart(read(), { newId }).cart).cart)

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

  // Another tab saved: merge rather than overwrite, so an edit made here meanwhile is not lost. The merge code is
  // only downloaded when a second tab actually writes.
  win?.addEventListener('storage', (ev: StorageEvent) => {
    if (ev.key !== key) return
    const remote = fixCart(ev.newValue ? safeJson(ev.newValue) : null, { newId }).cart
    void import('./merge').then(({ mergeCarts }) => {
      const local = $cart.get()
      const merged = mergeCarts(local, remote)
      const changedHere = !sameJson(merged, local)
      if (changedHere) $cart.set(merged)
      // This tab had edits the other lacked: store the union, or the other tab's next read would drop them.
      if (!sameJson(merged, remote)) save()
      if (changedHere) bus.emit('cart:change', { cart: merged })
    })
  })

  return {
    $cart,
    get data() {
      return $cart.get()
    },
    addItem: (item) => apply('cart:addItem', addItem($cart.get(), item, { newId })),
    increaseItemQnt: (itemId, quantity = 1) => apply('cart:increaseItemQnt', increaseItemQnt($cart.get(), itemId, quantity)),
    setItemQnt: (itemId, quantity) => apply('cart:increaseItemQnt', setItemQnt($cart.get(), itemId, quantity)),
    fixItem: (item) => apply('cart:fixItem', fixItem($cart.get(), typeof item === 'string' ? item : String(item?._id))),
    removeItem: (itemId) => apply('cart:removeItem', removeItem($cart.get(), itemId)),
    clear() {
      const cart = clear($cart.get()).cart
      $cart.set(cart)
      bus.emit('cart:clear', { cart })
      save()
      bus.emit('cart:change', { cart })
    },
    reset() {
      const cart = reset(newId).cart
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
