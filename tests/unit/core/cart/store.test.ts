import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bus } from '#core/bus'
import { createCartStore, type CartStoreDeps } from '#core/cart/store'
import type { Cart, CartItem } from '#core/schemas/cart'

const KEY = 'ecomShoppingCart'

/** Everything the store does, in order: emitted topics and storage writes. */
let log: string[]
let emitted: Array<{ topic: string; payload: unknown }>
let bus: Bus
let storage: {
  data: Map<string, string>
  getItem: ReturnType<typeof vi.fn<(k: string) => string | null>>
  setItem: ReturnType<typeof vi.fn<(k: string, v: string) => void>>
  removeItem: ReturnType<typeof vi.fn<(k: string) => void>>
}
let win: EventTarget
let warn: ReturnType<typeof vi.spyOn>

const ids = () => {
  let n = 0
  return () => `new${++n}`
}
const line = (fields: Partial<CartItem> & { _id: string }): CartItem => ({
  product_id: 'p1',
  quantity: 1,
  price: 10,
  final_price: 10,
  ...fields
})
const stored = (cart: unknown) => storage.data.set(KEY, typeof cart === 'string' ? cart : JSON.stringify(cart))
const savedCart = (key = KEY) => JSON.parse(storage.data.get(key) ?? 'null') as Cart | null
const make = (deps: Partial<CartStoreDeps> = {}) => {
  const store = createCartStore({ bus, storage, newId: ids(), ...deps })
  store.connect(win as unknown as Window)
  return store
}
// Writes happen under the cross-tab cart lock, a task after the operation (the lease entry itself is not logged).
const settled = () => new Promise((r) => setTimeout(r, 0))
const otherTab = (cart: unknown, key = KEY) =>
  win.dispatchEvent(
    new StorageEvent('storage', { key, newValue: typeof cart === 'string' ? cart : JSON.stringify(cart) })
  )

beforeEach(() => {
  log = []
  emitted = []
  bus = {
    on: vi.fn(),
    off: vi.fn(),
    emit: vi.fn((topic: string, payload: unknown) => {
      log.push(topic)
      emitted.push({ topic, payload })
    })
  } as unknown as Bus
  const data = new Map<string, string>()
  storage = {
    data,
    getItem: vi.fn((k: string) => data.get(k) ?? null),
    setItem: vi.fn((k: string, v: string) => {
      if (k !== 'vitrine-cart-ops') log.push(`setItem:${k}`)
      data.set(k, v)
    }),
    removeItem: vi.fn((k: string) => void data.delete(k))
  }
  win = new EventTarget()
  document.cookie = `vt_rev_${KEY}=; Max-Age=0; Path=/` // the revision another test's store wrote
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('cart store: start-up', () => {
  it('starts with an empty cart when nothing is stored', () => {
    const cart = make()
    expect(cart.data).toEqual({ _id: 'new1', items: [], subtotal: 0, created_at: expect.any(Number) })
    expect(storage.getItem).toHaveBeenCalledWith(KEY)
  })

  it('starts from the stored cart', () => {
    stored({ _id: 'c1', items: [line({ _id: 'a', quantity: 2 })], subtotal: 20 })
    const cart = make()
    expect(cart.data._id).toBe('c1')
    expect(cart.data.items.map((l) => [l._id, l.quantity])).toEqual([['a', 2]])
    expect(cart.data.subtotal).toBe(20)
  })

  it('reads the configured key', () => {
    storage.data.set('otherKey', JSON.stringify({ _id: 'c9', items: [line({ _id: 'z' })], subtotal: 10 }))
    const cart = make({ key: 'otherKey' })
    expect(cart.data._id).toBe('c9')
  })

  it.each([
    ['corrupt JSON', '{"_id":"c1","items":[{'],
    ['a string', '"abc"'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['an object without items', '{"_id":"c1"}'],
    ['items that are not an array', '{"_id":"c1","items":"x","subtotal":0}']
  ])('starts empty, without throwing, from %s', (_label, raw) => {
    stored(raw)
    const cart = make()
    expect(cart.data.items).toEqual([])
    expect(cart.data.subtotal).toBe(0)
    expect(cart.data._id).toBe('new1')
  })

  it('starts empty when reading storage throws', () => {
    storage.getItem.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(make().data.items).toEqual([])
  })

  it('drops lines flagged __tmp and keeps the others', () => {
    stored({
      _id: 'c1',
      items: [line({ _id: 'keep' }), line({ _id: 'tmp', product_id: 'p2', flags: ['__tmp'] })],
      subtotal: 20
    })
    const cart = make()
    expect(cart.data.items.map((l) => l._id)).toEqual(['keep'])
    expect(cart.data.subtotal).toBe(10)
  })

  it('works with no storage at all', () => {
    const cart = make({ storage: null })
    expect(cart.addItem({ product_id: 'p1', price: 5 })).not.toBeNull()
    expect(cart.data.subtotal).toBe(5)
  })
})

describe('cart store: addItem', () => {
  it('emits addItem, save and change in that order, then writes storage under the cart lock', async () => {
    const cart = make()
    const item = cart.addItem({ product_id: 'p1', price: 12.5, quantity: 2, name: 'Shoe' })
    expect(item).toMatchObject({ product_id: 'p1', quantity: 2, final_price: 12.5 })
    expect(log).toEqual(['cart:addItem', 'cart:save', 'cart:change'])
    await settled()
    expect(log).toEqual(['cart:addItem', 'cart:save', 'cart:change', `setItem:${KEY}`])
    const [add, save, change] = emitted
    expect(add?.payload).toEqual({ item, cart: cart.data })
    expect(save?.payload).toEqual({ cart: cart.data })
    expect(change?.payload).toEqual({ cart: cart.data })
    // The stored copy carries its revision.
    expect(savedCart()).toEqual({ ...cart.data, rev: 1 })
    expect(cart.data.subtotal).toBe(25)
  })

  it('updates the $cart atom and its subscribers', () => {
    const cart = make()
    const seen: number[] = []
    const off = cart.$cart.listen((c) => seen.push(c.items.length))
    cart.addItem({ product_id: 'p1', price: 1 })
    cart.addItem({ product_id: 'p2', price: 1 })
    off()
    expect(seen).toEqual([1, 2])
    expect(cart.$cart.get()).toBe(cart.data)
  })

  it('ignores an invalid item: no event, no write', () => {
    const cart = make()
    expect(cart.addItem({ product_id: 'p1', price: -1 })).toBeNull()
    expect(cart.addItem({ product_id: 'p1' } as Record<string, unknown>)).toBeNull()
    expect(log).toEqual([])
    expect(cart.data.items).toEqual([])
  })

  it('keeps working in memory when storage refuses to write, with a warning', async () => {
    storage.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const cart = make()
    const item = cart.addItem({ product_id: 'p1', price: 3 })
    await settled()
    expect(item).not.toBeNull()
    expect(cart.data.items).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(log).toEqual(['cart:addItem', 'cart:save', 'cart:change'])
  })
})

describe('cart store: setItemPeriod', () => {
  it('changes a subscription line, emits save and change only, and stores it', async () => {
    const cart = make()
    const item = cart.addItem({ product_id: 'p1', price: 10, flags: ['subscription:monthly'] })!
    log.length = 0
    expect(cart.setItemPeriod(item._id, 'yearly')).toMatchObject({ _id: item._id, flags: ['subscription:yearly'] })
    expect(log).toEqual(['cart:save', 'cart:change'])
    await settled()
    expect(savedCart()?.items[0]?.flags).toEqual(['subscription:yearly'])
    expect(cart.setItemPeriod(item._id, 'yearly')).toBeNull()
  })
})

describe('cart store: clear and reset', () => {
  it('clear empties the cart, emits clear, save, change and stores it', async () => {
    stored({ _id: 'c1', items: [line({ _id: 'a' })], subtotal: 10 })
    const cart = make()
    cart.clear()
    expect(cart.data.items).toEqual([])
    expect(cart.data._id).toBe('c1')
    await settled()
    expect(log).toEqual(['cart:clear', 'cart:save', 'cart:change', `setItem:${KEY}`])
    expect(savedCart()?.items).toEqual([])
  })

  it('reset starts a new cart id, emits reset, save, change and stores it', async () => {
    stored({ _id: 'c1', items: [line({ _id: 'a' })], subtotal: 10 })
    const cart = make()
    cart.reset()
    expect(cart.data._id).toBe('new1')
    expect(cart.data.items).toEqual([])
    await settled()
    expect(log).toEqual(['cart:reset', 'cart:save', 'cart:change', `setItem:${KEY}`])
    expect(savedCart()?._id).toBe('new1')
  })

  it("save writes the cart again and emits save and change, as the platform's library does", async () => {
    stored({ _id: 'c1', items: [line({ _id: 'a' })], subtotal: 10 })
    const cart = make()
    cart.save()
    await settled()
    expect(log).toEqual(['cart:save', 'cart:change', `setItem:${KEY}`])
    expect(savedCart()?.items).toHaveLength(1)
  })
})

describe('cart store: other tabs', () => {
  it('merges a storage event for its key without losing a line added here', async () => {
    stored({ _id: 'c1', items: [line({ _id: 'x' })], subtotal: 10 })
    const cart = make()
    const mine = cart.addItem({ product_id: 'p-local', price: 7 })!
    log.length = 0
    emitted.length = 0
    otherTab({
      _id: 'c1',
      items: [
        line({ _id: 'x' }),
        line({ _id: 'b', product_id: 'p-remote', price: 4, final_price: 4, updated_at: Date.now() })
      ],
      subtotal: 14
    })
    await vi.waitFor(() => expect(cart.data.items.map((l) => l._id).sort()).toEqual(['b', mine._id, 'x'].sort()))
    expect(cart.data.subtotal).toBe(21)
    // The union is stored, so the other tab's next read keeps this tab's line.
    await settled()
    expect(
      savedCart()
        ?.items.map((l) => l._id)
        .sort()
    ).toEqual(['b', mine._id, 'x'].sort())
    expect(log).toContain('cart:change')
    expect((emitted.find((e) => e.topic === 'cart:change')!.payload as { cart: Cart }).cart).toEqual(cart.data)
  })

  it('ignores storage events for other keys', async () => {
    vi.useFakeTimers()
    stored({ _id: 'c1', items: [line({ _id: 'x' })], subtotal: 10 })
    const cart = make()
    const before = cart.data
    otherTab(
      { _id: 'c1', items: [line({ _id: 'x' }), line({ _id: 'b', updated_at: Date.now() })], subtotal: 20 },
      'somethingElse'
    )
    // Proving an absence: every timer and task the event could have set off is run on the fake clock first.
    await vi.runAllTimersAsync()
    expect(cart.data).toBe(before)
    expect(log).toEqual([])
  })

  it('does nothing when the other tab stored the same cart', async () => {
    vi.useFakeTimers()
    stored({ _id: 'c1', items: [line({ _id: 'x' })], subtotal: 10 })
    const cart = make()
    const before = cart.data
    otherTab(JSON.stringify(before))
    // Proving an absence: every timer and task the event could have set off is run on the fake clock first.
    await vi.runAllTimersAsync()
    expect(cart.data).toBe(before)
    expect(log).toEqual([])
  })

  it('takes the other tab’s edit when this tab has none', async () => {
    stored({ _id: 'c1', items: [line({ _id: 'x' })], subtotal: 10 })
    const cart = make()
    otherTab({ _id: 'c1', items: [line({ _id: 'x', quantity: 3, updated_at: Date.now() })], subtotal: 30 })
    await vi.waitFor(() => expect(cart.data.items[0]?.quantity).toBe(3))
    expect(log).toEqual(['cart:change']) // nothing new here to store back
  })
})

describe('cart store: leaving the page', () => {
  it('listens to the page only once connected, and only once however often connect is called', () => {
    const target = { addEventListener: vi.fn() }
    const cart = createCartStore({ bus, storage, newId: ids() })
    expect(target.addEventListener).not.toHaveBeenCalled()
    cart.connect(target as unknown as Window)
    cart.connect(target as unknown as Window)
    expect(target.addEventListener.mock.calls.map((c) => c[0]).sort()).toEqual(['pagehide', 'storage'])
  })

  it('writes what still waits for the lock when the page is left, so "Comprar agora" keeps its item', async () => {
    const cart = make()
    cart.addItem({ product_id: 'p1', price: 10, quantity: 1 })
    expect(savedCart()).toBeNull() // queued for the lock, a task later
    win.dispatchEvent(new Event('pagehide'))
    expect(savedCart()?.items.map((i) => [i.product_id, i.quantity])).toEqual([['p1', 1]])
    // The lock's turn then finds nothing left to apply: the item is not added twice.
    await settled()
    await settled()
    expect(savedCart()?.items.map((i) => [i.product_id, i.quantity])).toEqual([['p1', 1]])
    expect(cart.data.items).toHaveLength(1)
  })
})

describe('cart store: a stored revision outside the exact integers', () => {
  it('is repaired, so the next write raises it and another tab sees the edit as newer', async () => {
    stored({ _id: 'c1', items: [line({ _id: 'a', quantity: 2 })], subtotal: 20, rev: 1e300 })
    const cart = make()
    cart.increaseItemQnt('a', 1)
    await settled()
    await settled()
    expect(savedCart()?.rev).toBe(1)
    // A tab still holding the old base takes this save: its rev is higher than the repaired 0.
    const other = make()
    otherTab({ ...savedCart(), items: [line({ _id: 'a', quantity: 5 })], rev: 2 })
    expect(other.data.items[0]!.quantity).toBe(5)
  })
})

describe('cart store: a stored cart older than the revision cookie', () => {
  it('is waited for once; the write passes the cookie, so the next change is not held up', async () => {
    vi.useFakeTimers()
    try {
      // Written without a revision (a theme script, or storage cleared but not the cookie), the cookie at 7.
      document.cookie = `vt_rev_${KEY}=7; Path=/`
      stored({ _id: 'c1', items: [line({ _id: 'a', quantity: 1 })], subtotal: 10 })
      const cart = make()
      cart.increaseItemQnt('a', 1)
      // The stored cart may still be on its way from another tab: up to a second is given to it.
      await vi.advanceTimersByTimeAsync(900)
      expect(savedCart()).toMatchObject({ items: [{ quantity: 1 }] })
      await vi.advanceTimersByTimeAsync(200)
      expect(savedCart()).toMatchObject({ rev: 8, items: [{ quantity: 2 }] })
      cart.increaseItemQnt('a', 1)
      await vi.advanceTimersByTimeAsync(50)
      expect(savedCart()).toMatchObject({ rev: 9, items: [{ quantity: 3 }] })
    } finally {
      vi.useRealTimers()
    }
  })
})
