// A quantity that is not a clean number is corrected to the minimum / maximum on every path a line takes into the
// cart (add, fixItem, another tab's save), never a reason to drop the line.
import { describe, expect, it, vi } from 'vitest'
import { addItem, fixItem } from '#core/cart'
import { createBus } from '#core/bus'
import { createCartStore } from '#core/cart/store'
import type { CartItem } from '#core/schemas/cart'
import { cartOf, idSource, line } from './support'

describe('quantities on every path', () => {
  it('adds a line whose customizations have no _id', () => {
    const result = addItem(
      cartOf([]),
      { product_id: 'p1', price: 10, customizations: [{ label: 'Gravação', option: { text: 'Ana' } }] },
      { newId: idSource() }
    )
    expect(result.changed).toBe(true)
    expect(result.cart.items[0]?.customizations?.[0]?.label).toBe('Gravação')
  })

  it.each([
    ['text', 'abc', 2],
    ['null', null, 2],
    ['negative', -3, 2],
    ['fractional', 3.9, 3],
    ['huge', 1e15, 5]
  ])('fixItem corrects a %s quantity written at run time', (_name, quantity, expected) => {
    const broken = { ...line({ _id: 'a', min_quantity: 2, max_quantity: 5 }), quantity } as unknown as CartItem
    const result = fixItem(cartOf([broken]), 'a')
    expect(result.cart.items.map((i) => i.quantity)).toEqual([expected])
  })

  it('keeps a line with a null quantity arriving from another tab, at its minimum', async () => {
    let stored: string | null = null
    const storage = {
      getItem: () => stored,
      setItem: (_k: string, v: string) => {
        stored = v
      },
      removeItem() {}
    }
    const win = new EventTarget()
    const store = createCartStore({
      bus: createBus(new EventTarget()),
      storage,
      newId: idSource()
    })
    store.connect(win as unknown as Window)
    const remote = {
      ...store.data,
      items: [{ _id: 'x', product_id: 'p', quantity: null, min_quantity: 3, price: 1, updated_at: 9 }]
    }
    win.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'ecomShoppingCart', newValue: JSON.stringify(remote) })
    )
    await vi.waitFor(() => expect(store.data.items.map((i) => `${i._id}:${i.quantity}`)).toEqual(['x:3']))
  })
})
