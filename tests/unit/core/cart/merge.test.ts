import { describe, expect, it } from 'vitest'
import { addItem, clear, mergeCarts, removeItem, reset, sameJson, setItemQnt, TOMBSTONE_TTL_MS } from '#core/cart'
import type { Cart } from '#core/schemas/cart'
import { cartOf, kitLines, line } from './support'

const at = (time: number) => ({ now: () => time })
const ids = (cart: Cart) => cart.items.map((i) => i._id)

describe('mergeCarts: same cart id', () => {
  const base = cartOf([line({ _id: 'a', updated_at: 1 }), line({ _id: 'b', product_id: 'p2', updated_at: 1 })])

  it('keeps edits made on different lines in each tab', () => {
    const here = setItemQnt(base, 'a', 3, at(10)).cart
    const there = setItemQnt(base, 'b', 4, at(11)).cart
    const merged = mergeCarts(here, there, at(12))
    expect(merged.items.map((i) => [i._id, i.quantity])).toEqual([
      ['a', 3],
      ['b', 4]
    ])
    expect(merged.subtotal).toBe(70)
  })

  it('takes the newer edit of the same line', () => {
    const here = setItemQnt(base, 'a', 3, at(10)).cart
    const there = setItemQnt(base, 'a', 5, at(20)).cart
    expect(mergeCarts(here, there, at(30)).items[0]?.quantity).toBe(5)
    expect(mergeCarts(there, here, at(30)).items[0]?.quantity).toBe(5)
  })

  it('keeps lines added in either tab', () => {
    const here = addItem(base, { product_id: 'x', price: 1 }, { newId: () => 'x1', ...at(10) }).cart
    const there = addItem(base, { product_id: 'y', price: 2 }, { newId: () => 'y1', ...at(10) }).cart
    expect(ids(mergeCarts(here, there, at(20)))).toEqual(['a', 'b', 'y1', 'x1'])
  })

  it('does not bring back a line removed in the other tab', () => {
    const here = removeItem(base, 'a', at(10)).cart
    const merged = mergeCarts(base, here, at(20))
    expect(ids(merged)).toEqual(['b'])
    expect(merged.tombstones).toEqual([{ _id: 'a', removed_at: 10 }])
    expect(ids(mergeCarts(here, base, at(20)))).toEqual(['b'])
  })

  it('keeps a line edited after the other tab removed it', () => {
    const removed = removeItem(base, 'a', at(10)).cart
    const edited = setItemQnt(base, 'a', 2, at(15)).cart
    const merged = mergeCarts(removed, edited, at(20))
    expect(ids(merged)).toEqual(['a', 'b'])
    expect(merged.tombstones).toBeUndefined()
  })

  it('lets a removal win a tie with an edit, in both directions', () => {
    const removed = removeItem(base, 'a', at(10)).cart
    const edited = setItemQnt(base, 'a', 2, at(10)).cart
    expect(ids(mergeCarts(removed, edited, at(20)))).toEqual(['b'])
    expect(ids(mergeCarts(edited, removed, at(20)))).toEqual(['b'])
  })

  it('converges: both tabs compute the same cart, and merging again changes nothing', () => {
    const here = setItemQnt(
      addItem(base, { product_id: 'x', price: 1 }, { newId: () => 'x1', ...at(10) }).cart,
      'a',
      2,
      at(11)
    ).cart
    const there = removeItem(setItemQnt(base, 'b', 9, at(12)).cart, 'a', at(9)).cart
    const mergedHere = mergeCarts(here, there, at(20))
    const mergedThere = mergeCarts(there, here, at(20))
    expect(sameJson(mergedHere.items.map((i) => i._id).sort(), mergedThere.items.map((i) => i._id).sort())).toBe(true)
    expect(mergeCarts(mergedHere, mergedHere, at(20))).toEqual(mergedHere)
    expect(sameJson(mergeCarts(there, mergedHere, at(20)), mergedHere)).toBe(true)
  })

  it('breaks a tie between two different versions the same way in both tabs', () => {
    const one = cartOf([line({ _id: 'a', quantity: 2, updated_at: 5 })])
    const two = cartOf([line({ _id: 'a', quantity: 3, updated_at: 5 })])
    expect(mergeCarts(one, two, at(6)).items[0]?.quantity).toBe(mergeCarts(two, one, at(6)).items[0]?.quantity)
  })

  it('treats unstamped (platform) lines as oldest', () => {
    const platform = cartOf([line({ _id: 'a', quantity: 7 }), line({ _id: 'p', product_id: 'p5' })])
    const local = setItemQnt(cartOf([line({ _id: 'a' })]), 'a', 2, at(10)).cart
    const merged = mergeCarts(local, platform, at(20))
    expect(merged.items.map((i) => [i._id, i.quantity])).toEqual([
      ['a', 2],
      ['p', 1]
    ])
  })

  it('forgets tombstones after the TTL', () => {
    const removed = removeItem(base, 'a', at(10)).cart
    expect(mergeCarts(removed, removed, at(10 + TOMBSTONE_TTL_MS + 1)).tombstones).toBeUndefined()
  })

  it('drops a kit that lost a part in one tab while the other edited a part', () => {
    const kit = kitLines().map((l) => ({ ...l, keep_item_quantity: false, updated_at: 1 }))
    const cart = cartOf([line({ _id: 'a', updated_at: 1 }), ...kit])
    const removed = removeItem(cart, 'ka', at(10)).cart
    const edited = setItemQnt(cart, 'kb', 5, at(20)).cart
    expect(ids(mergeCarts(removed, edited, at(30)))).toEqual(['a'])
  })

  it('re-normalises lines and recomputes the subtotal', () => {
    const stale = cartOf([line({ _id: 'a', quantity: 9, max_quantity: 2, price: 4, final_price: 1, updated_at: 1 })])
    const merged = mergeCarts(stale, stale, at(2))
    expect(merged.items[0]).toMatchObject({ quantity: 2, final_price: 4 })
    expect(merged.subtotal).toBe(8)
  })
})

describe('mergeCarts: different cart ids', () => {
  const old = cartOf([line({ _id: 'a', updated_at: 5 })], { _id: 'old', created_at: 1 })

  it('a reset wins: the old cart and its older lines are dropped', () => {
    const fresh = reset(() => 'new', at(10)).cart
    expect(mergeCarts(old, fresh, at(20))).toEqual({ _id: 'new', items: [], subtotal: 0, created_at: 10 })
    expect(mergeCarts(fresh, old, at(20))).toEqual({ _id: 'new', items: [], subtotal: 0, created_at: 10 })
  })

  it('keeps edits the reset has not seen (stamped after it)', () => {
    const fresh = reset(() => 'new', at(10)).cart
    const edited = addItem(old, { product_id: 'late', price: 3 }, { newId: () => 'late1', ...at(15) }).cart
    const merged = mergeCarts(edited, fresh, at(20))
    expect(merged._id).toBe('new')
    expect(ids(merged)).toEqual(['late1'])
    expect(merged.subtotal).toBe(3)
  })

  it('clear keeps the id, so a cleared cart merges line by line', () => {
    const cleared = clear(old, at(10)).cart
    expect(mergeCarts(old, cleared, at(20)).items).toEqual([])
  })

  it('picks the same identity in both tabs when creation times tie', () => {
    const a = cartOf([], { _id: 'A', created_at: 3 })
    const b = cartOf([], { _id: 'B', created_at: 3 })
    expect(mergeCarts(a, b)._id).toBe(mergeCarts(b, a)._id)
  })
})
