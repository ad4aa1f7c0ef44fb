import { beforeEach, describe, expect, it } from 'vitest'
import { takePixelPurchases } from '#core/integrations/pixel-purchases'
import { PIXEL_QUEUE_KEY, queuePixelPurchase } from '#core/integrations/pixel-queue'

const purchase = (id: string) => ({
  transaction_id: id,
  value: 10,
  currency: 'BRL',
  items: [{ item_id: 'SKU', item_name: 'x', price: 10, quantity: 1 }]
})

describe('the pixel purchase queue', () => {
  beforeEach(() => localStorage.clear())

  it('the writer keeps what it cannot read; the pixels drop only the damaged entry', () => {
    localStorage.setItem(PIXEL_QUEUE_KEY, JSON.stringify([{ order_id: 'broken' }, 'junk']))
    queuePixelPurchase(localStorage, purchase('o1'))
    queuePixelPurchase(localStorage, purchase('o1'))
    expect(JSON.parse(localStorage.getItem(PIXEL_QUEUE_KEY)!)).toHaveLength(3)
    expect(takePixelPurchases(localStorage, 'meta').map((p) => p.order_id)).toEqual(['o1'])
  })

  it('starts again from a queue that is not a list, and drops purchases older than a week', () => {
    localStorage.setItem(PIXEL_QUEUE_KEY, '{"not":"a list"}')
    queuePixelPurchase(localStorage, purchase('o2'))
    const queue = JSON.parse(localStorage.getItem(PIXEL_QUEUE_KEY)!)
    expect(queue.map((p: { order_id: string }) => p.order_id)).toEqual(['o2'])
    queue[0].at = Date.now() - 8 * 24 * 3600 * 1000
    localStorage.setItem(PIXEL_QUEUE_KEY, JSON.stringify(queue))
    expect(takePixelPurchases(localStorage, 'tiktok')).toEqual([])
  })

  it('never lets anything but 64 hex characters ride along as a hashed e-mail', () => {
    queuePixelPurchase(localStorage, purchase('o3'), { email: 'shopper@example.com' })
    expect(takePixelPurchases(localStorage, 'meta')).toEqual([])
  })
})
