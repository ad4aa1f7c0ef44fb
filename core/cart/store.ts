import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { Period } from '../account/subscription'
import type { Bus } from '../bus'
import { frozenAtom } from '../frozen'
import type { Cart, CartItem } from '../schemas/cart'
// Named files, not ./index: the barrel would pull the merge code, which is loaded only when a second tab writes.
import { addItem } from './add'
import { fixCart, fixItem } from './fix'
import { setItemPeriod } from './period'
import { increaseItemQnt, setItemQnt } from './quantity'
import { clear, removeItem, removeTemporary, reset } from './remove'
import type { CartResult } from './result'
import { withCartLock } from './lock'
import { sameJson } from './same'

export interface CartStoreDeps {
  bus: Bus
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  key?: string
  newId: () => string
}

export interface CartStore {
  readonly $cart: ReadableAtom<Cart>
  readonly data: Cart
  addItem(item: Partial<CartItem> & Record<string, unknown>): CartItem | null
  increaseItemQnt(itemId: string, quantity?: number): CartItem | null
  setItemQnt(itemId: string, quantity: number): CartItem | null
  /** A subscription line's new period. Emits save and change: the platform's library has no event of its own for it. */
  setItemPeriod(itemId: string, period: Period): CartItem | null
  /** Takes the line's id or the line itself, as the platform's shopping-cart library does. */
  fixItem(item: string | Pick<CartItem, '_id'>): CartItem | null
  removeItem(itemId: string): CartItem | null
  clear(): void
  reset(): void
  save(): void
  /**
   * Listens on `win`: the other tabs' saves (storage events) and the page being left (pagehide, which writes what still
   * waits for the lock). Called once by the runtime's start, so creating the store adds no listener; repeats are ignored.
   */
  connect(win: Pick<Window, 'addEventListener'>): void
}

type Op = (cart: Cart) => CartResult

// A revision past the exact integers (a stored 1e300) cannot grow (1e300 + 1 === 1e300): tabs would write the same one
// and none would see another's edit as newer. It counts as 0, so the next write stores 1.
const isRevision = (rev: unknown): rev is number => Number.isSafeInteger(rev) && (rev as number) >= 0
const revOf = (cart: Cart): number => (isRevision(cart.rev) ? cart.rev : 0)

/**
 * The one cart of the page. Rules are pure functions (./index); this file keeps the state, persists it, mirrors
 * other tabs and emits the platform's events (add: addItem, save, change).
 *
 * Cross-tab guarantee: an operation is shown at once (applied to this tab's view) and queued; under the cart lock
 * (./lock) the queue is applied again to the freshly read stored cart, which is written back with `rev` + 1. Another
 * tab's save (storage event) with a higher `rev` replaces this tab's base, and the queue is replayed on it. So every
 * operation of every tab is applied exactly once, in lock order, to the cart every earlier one produced: none is
 * lost or applied twice, a removed line cannot come back, and same-product lines merge as addItem's rule says.
 */
export function createCartStore({ bus, storage, key = 'ecomShoppingCart', newId }: CartStoreDeps): CartStore {
  const read = () => readStored(storage, key, newId)
  let base: Cart = removeTemporary(read()).cart // lines flagged __tmp do not survive a page load
  let queue: Op[] = []
  let scheduled = false
  // Every cart it holds is frozen: `data`, `$cart` and event details hand out the store's own object.
  const $cart = frozenAtom(base)
  const view = () => queue.reduce((cart, op) => op(cart).cart, base)

  // A new revision alone is bookkeeping, not a change the shopper can see: no event for it.
  const show = (cart: Cart) => {
    if (sameJson({ ...cart, rev: 0 }, { ...$cart.get(), rev: 0 })) return
    $cart.set(cart)
    bus.emit('cart:change', { cart })
  }

  // The stored cart (or a newer one this tab already heard of), then every queued operation, written back.
  const writeQueue = () => {
    base = withQueue(read(), base, queue, revCookie(key))
    queue = []
    writeStored(storage, key, base)
    setRevCookie(key, base.rev!)
  }

  // Under the lock, once the stored cart has caught up with the revision cookie (see storedRevision).
  const commit = async () => {
    await storedRevision(key, () => Math.max(revOf(read()), revOf(base)))
    scheduled = false
    if (!queue.length) return // already written when the page was left
    writeQueue()
    show(view())
  }

  const enqueue = (op: Op) => {
    queue.push(op)
    if (!scheduled) {
      scheduled = true
      withCartLock(commit, storage)
    }
  }

  const run = runner($cart, bus, enqueue)

  const whole = wholeCart($cart, bus, enqueue)

  let connected = false
  const connect = (win: Pick<Window, 'addEventListener'>) => {
    if (connected) return
    connected = true
    // Leaving the page ('Comprar agora', a link, closing the tab) must not drop what still waits for the lock: it is
    // written at once, without the lock, which cannot be awaited while the page goes away. A concurrent write by
    // another tab in that instant is a far rarer harm than losing the item the shopper just added.
    win.addEventListener('pagehide', () => queue.length && writeQueue())
    // Another tab saved: a newer stored cart becomes the base, this tab's queued operations replayed on top. An equal
    // rev with other content is a write by a build without revisions: taken too. An older one is a stale echo.
    onOtherTabSave(win, key, newId, (remote) => {
      if (revOf(remote) < revOf(base) || sameJson(remote, base)) return
      base = remote
      show(view())
    })
  }

  return storeApi($cart, run, whole, newId, connect)
}

/** clear and reset: a reset replays as the very cart it made (a new id each replay would be a new cart each time). */
function wholeCart($cart: WritableAtom<Cart>, bus: Bus, enqueue: (op: Op) => void) {
  return (topic: 'cart:clear' | 'cart:reset', op: Op) => {
    const cart = op($cart.get()).cart
    enqueue(topic === 'cart:reset' ? () => ({ cart, changed: true }) : op)
    $cart.set(cart)
    for (const name of [topic, 'cart:save', 'cart:change'] as const) bus.emit(name, { cart })
  }
}

/**
 * The freshest cart (the stored one, or a newer one this tab already heard of), every queued operation applied. Its
 * revision passes the cookie's too: a stored cart written without one (a theme script, storage cleared but not the
 * cookie) is waited for once (storedRevision), not again on every later change.
 */
function withQueue(stored: Cart, base: Cart, queue: readonly Op[], cookieRev: number): Cart {
  const fresh = revOf(stored) > revOf(base) ? stored : base
  return { ...queue.reduce((c, op) => op(c).cart, fresh), rev: Math.max(revOf(fresh), cookieRev) + 1 }
}

/**
 * Waits (up to a second) until the stored cart is as new as the revision cookie says. Cookies are coherent across tabs
 * at once, localStorage copies only soon after, so a stored cart older than the cookie is waited for rather than built on.
 */
async function storedRevision(key: string, known: () => number): Promise<void> {
  for (let waited = 0; waited < 1000 && known() < revCookie(key); waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

type CartTopic = 'cart:addItem' | 'cart:increaseItemQnt' | 'cart:fixItem' | 'cart:removeItem'
type Run = <K extends CartTopic>(topic: K | null, op: Op, replay?: (result: CartResult) => Op) => CartItem | null

/** The time of an operation, fixed when it is made, so its replay on a newer base stamps the lines alike. */
const at = (): { now: () => number } => {
  const time = Date.now()
  return { now: () => time }
}

/** The public methods. A new line keeps, on replay, the id it was shown with, so callers can keep using it. */
function storeApi(
  $cart: ReadableAtom<Cart>,
  run: Run,
  whole: (t: 'cart:clear' | 'cart:reset', op: Op) => void,
  newId: () => string,
  connect: CartStore['connect']
): CartStore {
  return {
    $cart,
    connect,
    get data() {
      return $cart.get()
    },
    addItem(input) {
      const options = { ...at(), newId }
      const op: Op = (cart) => addItem(cart, input, options)
      return run('cart:addItem', op, (result) => {
        const item = result.item
        const isNew = item && !$cart.get().items.some((line) => line._id === item._id)
        return isNew ? (cart) => addItem(cart, { ...input, _id: item._id }, options) : op
      })
    },
    increaseItemQnt(itemId, quantity = 1) {
      const options = at()
      return run('cart:increaseItemQnt', (cart) => increaseItemQnt(cart, itemId, quantity, options))
    },
    setItemQnt(itemId, quantity) {
      const options = at()
      return run('cart:increaseItemQnt', (cart) => setItemQnt(cart, itemId, quantity, options))
    },
    setItemPeriod(itemId, period) {
      const options = at()
      return run(null, (cart) => setItemPeriod(cart, itemId, period, options))
    },
    fixItem: (item) =>
      run('cart:fixItem', (cart) => fixItem(cart, typeof item === 'string' ? item : String(item?._id))),
    removeItem(itemId) {
      const options = at()
      return run('cart:removeItem', (cart) => removeItem(cart, itemId, options))
    },
    clear() {
      const options = at()
      whole('cart:clear', (cart) => clear(cart, options))
    },
    reset: () => whole('cart:reset', () => reset(newId)),
    // As the platform's library: written again, with its save and change events.
    save: () => void run(null, (cart) => ({ cart, changed: true }))
  }
}

type CartStorage = CartStoreDeps['storage']

/** An operation as the shopper sees it: applied to the view, queued for the lock, then its events. */
function runner($cart: WritableAtom<Cart>, bus: Bus, enqueue: (op: Op) => void): Run {
  return (topic, op, replay = () => op) => {
    const result = op($cart.get())
    if (!result.changed) return null
    enqueue(replay(result))
    $cart.set(result.cart)
    const item = result.item ?? result.removed?.[0]
    if (item && topic) bus.emit(topic, { item, cart: result.cart })
    bus.emit('cart:save', { cart: result.cart })
    bus.emit('cart:change', { cart: result.cart })
    return item ?? null
  }
}

/** Calls `take` with the cart another tab saved under `key` (storage event), repaired. */
function onOtherTabSave(
  win: Pick<Window, 'addEventListener'>,
  key: string,
  newId: () => string,
  take: (cart: Cart) => void
): void {
  win.addEventListener('storage', (ev: StorageEvent) => {
    if (ev.key === key) take(fixCart(ev.newValue ? safeJson(ev.newValue) : null, { newId }).cart)
  })
}

/** The stored cart, repaired (fixCart); a clean cart when storage is disabled or holds no cart. */
function readStored(storage: CartStorage, key: string, newId: () => string): Cart {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(key)
  } catch {
    raw = null // storage disabled: start clean, silently
  }
  return fixCart(raw ? safeJson(raw) : null, { newId }).cart // corrupt JSON: a clean cart (fixCart)
}

function writeStored(storage: CartStorage, key: string, cart: Cart): void {
  try {
    storage?.setItem(key, JSON.stringify(cart))
  } catch (e) {
    console.warn('[vitrine] cart could not be stored', e) // quota or private mode: keep working in memory
  }
}

const revCookieName = (key: string) => `vt_rev_${key}`

/** The last revision any tab of this site wrote, from a cookie (0 without one or without cookies). */
function revCookie(key: string): number {
  if (typeof document !== 'object') return 0
  const match = new RegExp(`(?:^|; )${revCookieName(key)}=(\\d+)`).exec(document.cookie)
  const rev = Number(match?.[1])
  return isRevision(rev) ? rev : 0
}

function setRevCookie(key: string, rev: number): void {
  if (typeof document === 'object')
    document.cookie = `${revCookieName(key)}=${rev}; Path=/; Max-Age=86400; SameSite=Lax`
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
