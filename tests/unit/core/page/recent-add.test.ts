import { describe, expect, it } from 'vitest'
import { createBus } from '#core/bus'
import { RECENT_ADD_MS, takeRecentAdd, watchAdds } from '#core/page/recent-add'
import type { CartItem } from '#core/schemas/cart'

const item = (_id: string): CartItem => ({ _id, product_id: 'p', quantity: 1, price: 1, final_price: 1 })

describe('the last add, for an island that mounts after it', () => {
  it('gives a recent add once, the newest, and nothing once it is old', () => {
    const bus = createBus(new EventTarget())
    let now = 1_000
    watchAdds(bus, () => now)
    expect(takeRecentAdd(now)).toBeUndefined()
    bus.emit('cart:addItem', { item: item('a'), cart: { items: [item('a')] } as never })
    bus.emit('cart:addItem', { item: item('b'), cart: { items: [item('a'), item('b')] } as never })
    expect(takeRecentAdd(now + 10)).toBe('b')
    // Taken: a second island mounting after it does not open for the same add.
    expect(takeRecentAdd(now + 20)).toBeUndefined()
    now = 2_000
    bus.emit('cart:addItem', { item: item('c'), cart: { items: [] } as never })
    expect(takeRecentAdd(now + RECENT_ADD_MS + 1)).toBeUndefined()
  })
})
