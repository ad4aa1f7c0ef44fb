import { beforeEach, describe, expect, it } from 'vitest'
import { createBus } from '#core/bus'
import { startAnalytics, PURCHASES_KEY } from '#core/integrations/analytics'
import { itemsValue, listId, productItem } from '#core/integrations/ga4'
import { takePixelPurchases } from '#core/integrations/pixel-purchases'
import { PIXEL_QUEUE_KEY } from '#core/integrations/pixel-queue'
import type { Cart, CartItem } from '#core/schemas/cart'
import type { Order } from '#core/schemas/order'
import type { Product } from '#core/schemas/product'

const line = (q: number, extra: Partial<CartItem> = {}): CartItem =>
  ({ _id: 'l1', product_id: 'p1', sku: 'SKU-1', name: 'Camiseta', quantity: q, price: 33.33, ...extra }) as CartItem
const cartOf = (...items: CartItem[]): Cart => ({ _id: 'c1', items, subtotal: 0 }) as Cart
const product = {
  _id: 'p1',
  sku: 'SKU-1',
  name: 'Camiseta',
  price: 79.9,
  base_price: 99.9,
  brands: [{ _id: 'b', name: 'Urbano' }],
  categories: [{ _id: 'c', name: 'Moda' }]
} as unknown as Product

function setup(items: CartItem[] = [], userData = false) {
  const bus = createBus(new EventTarget())
  const layer: unknown[] = []
  startAnalytics({ bus, cart: { data: cartOf(...items) }, currency: 'BRL', layer, storage: localStorage, userData })
  const events = () => layer.filter((e) => (e as { event?: string }).event) as { event: string; ecommerce?: any }[]
  return { bus, layer, events }
}

describe('GA4 mapping', () => {
  it('maps a product with SKU, brand, category and the price paid now', () => {
    expect(productItem(product)).toEqual({
      item_id: 'SKU-1',
      item_name: 'Camiseta',
      item_brand: 'Urbano',
      item_category: 'Moda',
      price: 79.9,
      quantity: 1
    })
  })
  it('sums value in cents: 3 × 33.33 is 99.99, 0.1 + 0.2 is 0.3', () => {
    expect(itemsValue([{ item_id: 'a', item_name: 'a', price: 33.33, quantity: 3 }])).toBe(99.99)
    expect(
      itemsValue([
        { item_id: 'a', item_name: 'a', price: 0.1, quantity: 1 },
        { item_id: 'b', item_name: 'b', price: 0.2, quantity: 1 }
      ])
    ).toBe(0.3)
  })
  it('turns list names into GA4 ids', () =>
    expect(listId('Resultados da busca: "Camisa"')).toBe('resultados_da_busca_camisa'))
})

describe('analytics adapter', () => {
  beforeEach(() => localStorage.clear())

  it('precedes each ecommerce push with {ecommerce: null} and reports add_to_cart with exact value', () => {
    const { bus, layer } = setup()
    bus.emit('cart:addItem', { item: line(3), cart: cartOf(line(3)) })
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'BRL',
          value: 99.99,
          items: [{ item_id: 'SKU-1', item_name: 'Camiseta', price: 33.33, quantity: 3 }]
        }
      }
    ])
  })

  it('pushes only the difference of a quantity change, and the whole line on removal', () => {
    const { bus, events } = setup([line(2)])
    bus.emit('cart:increaseItemQnt', { item: line(5), cart: cartOf(line(5)) })
    bus.emit('cart:increaseItemQnt', { item: line(1), cart: cartOf(line(1)) })
    bus.emit('cart:removeItem', { item: line(1), cart: cartOf() })
    expect(events().map((e) => [e.event, e.ecommerce.items[0].quantity, e.ecommerce.value])).toEqual([
      ['add_to_cart', 3, 99.99],
      ['remove_from_cart', 4, 133.32],
      ['remove_from_cart', 1, 33.33]
    ])
  })

  it("does not report another tab's edits (cart:change only resyncs)", () => {
    const { bus, events } = setup([line(2)])
    bus.emit('cart:change', { cart: cartOf(line(4)) })
    bus.emit('cart:increaseItemQnt', { item: line(5), cart: cartOf(line(5)) })
    expect(events().map((e) => [e.event, e.ecommerce.items[0].quantity])).toEqual([['add_to_cart', 1]])
  })

  it('reports purchase once per order across reloads, and queues it for the pixels, by its number, never its _id', () => {
    const order = {
      _id: 'a'.repeat(24),
      number: 1021,
      amount: { total: 120.5, freight: 20.51 },
      items: []
    } as unknown as Order
    const first = setup()
    first.bus.emit('checkout:purchase', { order, items: [line(3)] })
    first.bus.emit('checkout:purchase', { order, items: [line(3)] })
    const reload = setup()
    reload.bus.emit('checkout:purchase', { order, items: [line(3)] })
    const purchases = [...first.events(), ...reload.events()].filter((e) => e.event === 'purchase')
    expect(purchases).toHaveLength(1)
    expect(purchases[0]!.ecommerce).toMatchObject({
      transaction_id: '1021',
      value: 120.5,
      shipping: 20.51,
      currency: 'BRL'
    })
    expect(JSON.parse(localStorage.getItem(PURCHASES_KEY)!)).toEqual(['1021'])
    expect(localStorage.getItem(PIXEL_QUEUE_KEY)).not.toContain('a'.repeat(24))
    expect(JSON.parse(localStorage.getItem(PIXEL_QUEUE_KEY)!)[0]).toMatchObject({
      order_id: '1021',
      event_id: 'purchase-1021',
      value: 120.5
    })
    expect(takePixelPurchases(localStorage, 'meta').map((p) => p.order_id)).toEqual(['1021'])
    expect(takePixelPurchases(localStorage, 'meta')).toEqual([])
    expect(takePixelPurchases(localStorage, 'tiktok')).toHaveLength(1)
  })

  const hashes = { email: 'e'.repeat(64), phone: 'a'.repeat(64), phone_e164: 'b'.repeat(64) }

  it("leaves the buyer's hashes out of the purchase unless the store allows hashed user data", () => {
    localStorage.clear()
    const order = { _id: 'o2', amount: { total: 10 }, items: [] } as unknown as Order
    const off = setup()
    off.bus.emit('checkout:purchase', { order, items: [line(1)], user: hashes })
    expect(off.events()[0]).not.toHaveProperty('user_data')
    expect(takePixelPurchases(localStorage, 'meta')[0]).not.toHaveProperty('user')
    localStorage.clear()
    const on = setup([], true)
    on.bus.emit('checkout:purchase', { order, items: [line(1)], user: hashes })
    expect(on.events()[0]).toMatchObject({
      event: 'purchase',
      user_data: { sha256_email_address: hashes.email, sha256_phone_number: hashes.phone_e164 }
    })
    expect(takePixelPurchases(localStorage, 'meta')[0]!.user).toEqual(hashes)
  })

  it("a logout takes the buyer's hashes off the queued purchases; the purchases stay for the pixels", () => {
    localStorage.clear()
    const order = { _id: 'o3', number: 1031, amount: { total: 10 }, items: [] } as unknown as Order
    const { bus } = setup([], true)
    bus.emit('checkout:purchase', { order, items: [line(1)], user: hashes })
    expect(localStorage.getItem(PIXEL_QUEUE_KEY)).toContain(hashes.email)
    bus.emit('passport:logout', {})
    const queued = localStorage.getItem(PIXEL_QUEUE_KEY)!
    for (const hash of Object.values(hashes)) expect(queued).not.toContain(hash)
    expect(takePixelPurchases(localStorage, 'meta').map((p) => p.order_id)).toEqual(['1031'])
  })

  it('maps lists, selection, product views, search, promotions, login and sign-up', () => {
    const { bus, events } = setup()
    bus.emit('list:view', { list: 'Resultados da busca', products: [product, product] })
    bus.emit('list:select', { list: 'Resultados da busca', product, index: 1 })
    bus.emit('product:view', { product })
    bus.emit('search:results', { term: 'camisa', total: 3 })
    bus.emit('promotion:view', { promotion: { id: 'b1', name: 'Black Friday', position: 0 } })
    bus.emit('favorites:add', { product_id: 'p1', product })
    bus.emit('passport:login', { customer: {} })
    bus.emit('passport:signup', { customer: {} })
    const e = events()
    expect(e.map((x) => x.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'search',
      'view_promotion',
      'add_to_wishlist',
      'login',
      'sign_up'
    ])
    expect(e[0]!.ecommerce.items.map((i: { index: number }) => i.index)).toEqual([0, 1])
    expect(e[1]!.ecommerce).toMatchObject({
      item_list_id: 'resultados_da_busca',
      items: [{ index: 1, item_id: 'SKU-1' }]
    })
    expect(e[2]!.ecommerce).toMatchObject({ currency: 'BRL', value: 79.9 })
    expect(e[4]!.ecommerce).toEqual({ promotion_id: 'b1', promotion_name: 'Black Friday', creative_slot: '0' })
  })
})

describe('analytics adapter start-up', () => {
  it('replays events emitted before it started, counting quantities from the cart as it was before them', () => {
    localStorage.clear()
    const bus = createBus(new EventTarget())
    const layer: unknown[] = []
    const early: [string, unknown][] = [
      ['search:results', { term: 'camisa', total: 2 }],
      ['cart:addItem', { item: line(2), cart: cartOf(line(2)) }],
      ['cart:change', { cart: cartOf(line(2)) }]
    ]
    startAnalytics({ bus, cart: { data: cartOf() }, currency: 'BRL', layer, storage: localStorage, early })
    bus.emit('cart:increaseItemQnt', { item: line(3), cart: cartOf(line(3)) })
    const events = layer.filter((e) => (e as { event?: string }).event) as {
      event: string
      ecommerce?: { items: { quantity: number }[] }
    }[]
    expect(events.map((e) => [e.event, e.ecommerce?.items[0]?.quantity])).toEqual([
      ['search', undefined],
      ['add_to_cart', 2],
      ['add_to_cart', 1]
    ])
  })
})
