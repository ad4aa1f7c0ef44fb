// Every kind of corrupt stored data a shopper's browser can hold (another script, an older build, a hand edit):
// each is recovered without a crash and without losing a valid cart line or session value.
import { describe, expect, it } from 'vitest'
import { createBus } from '#core/bus'
import { createCartStore } from '#core/cart/store'
import { readCookie } from '#core/passport/cookie'
import { parseCustomer, parseSession } from '#core/passport/session'
import { createHistory } from '#core/search/history'

const ID = 'a'.repeat(24)
const good = { _id: 'l1', product_id: 'prodl1', quantity: 2, price: 10 }
const cartJson = (...items: unknown[]) => JSON.stringify({ _id: ID, subtotal: 0, items: [good, ...items] })

function startCart(raw: string) {
  let n = 0
  const storage = { getItem: () => raw, setItem() {}, removeItem() {} }
  return createCartStore({ bus: createBus(new EventTarget()), storage, newId: () => `new${++n}` })
}

/** [case, stored value, expected lines as `id:quantity`]. Empty carts get a fresh id, the rest keep theirs. */
const cartCases: [string, string, string[]][] = [
  ['not JSON', '{"_id":', []],
  ['JSON null', 'null', []],
  ['a string', '"abc"', []],
  ['an array', '[]', []],
  ['an empty object', '{}', []],
  ['items not an array', JSON.stringify({ _id: ID, items: 'x' }), []],
  [
    'quantity is text',
    cartJson({ _id: 'l2', product_id: 'prodl2', quantity: 'abc', min_quantity: 2, price: 10 }),
    ['l1:2', 'l2:2']
  ],
  [
    'quantity is null',
    cartJson({ _id: 'l2', product_id: 'p2', quantity: null, min_quantity: 2, price: 10 }),
    ['l1:2', 'l2:2']
  ],
  [
    'quantity is a numeric string',
    cartJson({ _id: 'l2', product_id: 'p2', quantity: '3', price: 10 }),
    ['l1:2', 'l2:1']
  ],
  ['quantity missing', cartJson({ _id: 'l2', product_id: 'p2', min_quantity: 2, price: 10 }), ['l1:2', 'l2:2']],
  ['quantity negative', cartJson({ _id: 'l2', product_id: 'p2', quantity: -5, price: 10 }), ['l1:2', 'l2:1']],
  ['quantity fractional', cartJson({ _id: 'l2', product_id: 'p2', quantity: 2.7, price: 10 }), ['l1:2', 'l2:2']],
  [
    'quantity huge, over max',
    cartJson({ _id: 'l2', product_id: 'p2', quantity: 1e12, max_quantity: 10, price: 10 }),
    ['l1:2', 'l2:10']
  ],
  [
    'quantity overflowing to Infinity',
    `{"_id":"${ID}","items":[{"_id":"l2","product_id":"p","quantity":1e400,"price":1}]}`,
    ['l2:1']
  ],
  [
    'min_quantity is text',
    cartJson({ _id: 'l2', product_id: 'p2', quantity: 4, min_quantity: 'x', price: 10 }),
    ['l1:2', 'l2:4']
  ],
  [
    'max_quantity is null',
    cartJson({ _id: 'l2', product_id: 'p2', quantity: 4, max_quantity: null, price: 10 }),
    ['l1:2', 'l2:4']
  ],
  [
    'customizations without _id',
    cartJson({
      _id: 'l2',
      product_id: 'p2',
      quantity: 1,
      price: 10,
      customizations: [{ label: 'Nome', option: { text: 'Ana' } }]
    }),
    ['l1:2', 'l2:1']
  ],
  ['negative price', cartJson({ _id: 'l2', product_id: 'p2', quantity: 1, price: -1 }), ['l1:2']],
  ['empty product_id', cartJson({ _id: 'l2', product_id: '', quantity: 1, price: 1 }), ['l1:2']],
  ['price as text', cartJson({ _id: 'l2', product_id: 'p2', quantity: 1, price: '10' }), ['l1:2']],
  ['a null and a number among the items', cartJson(null, 42), ['l1:2']],
  ['repeated line ids', cartJson({ ...good, product_id: 'other' }), ['l1:2', 'new1:2']],
  ['tombstones not an array', JSON.stringify({ _id: ID, items: [good], tombstones: 'x' }), ['l1:2']]
]

describe('corrupt stored cart: recovered at start-up, every valid line kept', () => {
  it.each(cartCases)('%s', (_name, raw, expected) => {
    const cart = startCart(raw).data
    expect(cart.items.map((line) => `${line._id}:${line.quantity}`)).toEqual(expected)
    expect(cart.subtotal).toBe(
      cart.items.reduce((sum, line) => sum + line.quantity * (line.final_price ?? line.price), 0)
    )
  })

  it('keeps a customization without _id through the store as a line of its own', () => {
    const cart = startCart(
      cartJson({ _id: 'l2', product_id: 'p2', quantity: 1, price: 10, customizations: [{ label: 'Nome' }] })
    ).data
    expect(cart.items[1]?.customizations).toEqual([{ label: 'Nome' }])
  })
})

describe('corrupt stored session, customer and search history', () => {
  const session = (cookie: string) => parseSession(readCookie(cookie))
  it.each([
    ['a broken %-escape', 'ecomPassportClient=%zz', 'corrupt'],
    ['not JSON', 'ecomPassportClient=abc', 'corrupt'],
    ['JSON of the wrong shape', `ecomPassportClient=${encodeURIComponent('[1,2]')}`, 'corrupt'],
    [
      'an auth with a text level',
      `ecomPassportClient=${encodeURIComponent('{"auth":{"id":"x","level":"two"}}')}`,
      'corrupt'
    ],
    ['no cookie at all', 'other=1', null]
  ])('session cookie: %s', (_name, cookie, expected) => {
    expect(session(cookie)).toBe(expected)
  })

  it.each([
    ['not JSON', '{'],
    ['an array', '[]'],
    ['a string', '"maria"'],
    ['a number as the name', '{"name":5}']
  ])('customer: %s -> none', (_name, raw) => {
    expect(parseCustomer(raw)).toBeNull()
  })

  const history = (getItem: () => string | null): string[] => createHistory({ getItem, setItem() {} }).list()
  const denied = (): string | null => {
    throw new Error('denied')
  }
  const historyCases: [string, () => string | null, string[]][] = [
    ['blank and repeated terms', () => ' tênis ||||TÊNIS|| bola ', ['tênis', 'bola']],
    ['storage that throws', denied, []],
    ['a 5,000-character term', () => 'x'.repeat(5000), ['x'.repeat(200)]]
  ]
  it.each(historyCases)('search history: %s', (_name, getItem, expected) => {
    expect(history(getItem)).toEqual(expected)
  })
})
