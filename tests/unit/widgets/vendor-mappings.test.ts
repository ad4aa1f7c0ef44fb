import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adsTarget, gtagEvent, pastEvents } from '#widgets/analytics/mapping'
import { metaEvent, metaMatching, metaPurchase } from '#widgets/meta-pixel/mapping'
import { tiktokEvent, tiktokIdentity, tiktokPurchase } from '#widgets/tiktok-pixel/mapping'
import { reviewsOptions } from '#widgets/reviews/mapping'

let error: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const cartEvent = {
  currency: 'BRL',
  value: 99.99,
  items: [{ item_id: 'SKU-1', item_name: 'Camiseta', price: 33.33, quantity: 3 }]
}
const queued = {
  order_id: 'o1',
  event_id: 'purchase-o1',
  value: 120.5,
  currency: 'BRL',
  at: 0,
  items: [{ id: 'SKU-1', quantity: 3, price: 33.33 }]
}

describe('vendor mappings', () => {
  it('gtag gets GA4 events as they are, plus the Ads conversion on purchase', () => {
    const calls: unknown[][] = []
    const gtag = (...a: unknown[]) => void calls.push(a)
    gtagEvent(gtag, 'add_to_cart', cartEvent, adsTarget('AW-1', 'lbl'))
    gtagEvent(gtag, 'purchase', { transaction_id: 'o1', value: 10, currency: 'BRL' }, adsTarget('AW-1', 'lbl'))
    expect(calls).toEqual([
      ['event', 'add_to_cart', cartEvent],
      ['event', 'purchase', { transaction_id: 'o1', value: 10, currency: 'BRL' }],
      ['event', 'conversion', { send_to: 'AW-1/lbl', value: 10, currency: 'BRL', transaction_id: 'o1' }]
    ])
    expect(adsTarget('AW-1')).toBeUndefined()
  })

  it("hands a purchase's hashed buyer data to each vendor in its own form, never as event parameters", () => {
    const calls: unknown[][] = []
    const gtag = (...a: unknown[]) => void calls.push(a)
    const user_data = { sha256_email_address: 'e'.repeat(64), sha256_phone_number: 'b'.repeat(64) }
    gtagEvent(gtag, 'purchase', { transaction_id: 'o1', value: 10, user_data })
    expect(calls).toEqual([
      ['set', 'user_data', user_data],
      ['event', 'purchase', { transaction_id: 'o1', value: 10 }]
    ])
    const user = { email: 'e'.repeat(64), phone: 'a'.repeat(64), phone_e164: 'b'.repeat(64) }
    expect(metaMatching([queued, { ...queued, user }])).toEqual({ em: user.email, ph: user.phone })
    expect(metaMatching([queued])).toBeUndefined()
    expect(tiktokIdentity({ ...queued, user })).toEqual({ email: user.email, phone_number: user.phone_e164 })
    expect(tiktokIdentity(queued)).toBeUndefined()
  })

  it("replays the adapter's earlier events, not gtm.* ones nor gtag commands", () => {
    const layer = [
      { event: 'gtm.js' },
      { ecommerce: null },
      { event: 'view_item', ecommerce: { value: 1 } },
      { event: 'search', search_term: 'x' },
      { length: 1 }
    ]
    expect(pastEvents(layer)).toEqual([
      ['view_item', { value: 1 }],
      ['search', { search_term: 'x' }]
    ])
  })

  it('Meta: standard events with ids, contents and exact value; the purchase with its event id', () => {
    expect(metaEvent('add_to_cart', cartEvent)).toEqual([
      'AddToCart',
      {
        content_ids: ['SKU-1'],
        contents: [{ id: 'SKU-1', quantity: 3, item_price: 33.33 }],
        content_type: 'product',
        value: 99.99,
        currency: 'BRL'
      }
    ])
    expect(metaEvent('search', { search_term: 'camisa' })).toEqual(['Search', { search_string: 'camisa' }])
    expect(metaEvent('view_item_list', cartEvent)).toBeUndefined()
    expect(metaPurchase(queued)[2]).toEqual({ eventID: 'purchase-o1' })
  })

  it('TikTok: ViewContent, Search and CompletePayment with the shared event id', () => {
    expect(tiktokEvent('view_item', cartEvent)?.[0]).toBe('ViewContent')
    expect(tiktokEvent('search', { search_term: 'camisa' })).toEqual(['Search', { query: 'camisa' }])
    expect(tiktokPurchase(queued)).toEqual([
      'CompletePayment',
      {
        contents: [{ content_id: 'SKU-1', content_name: undefined, quantity: 3, price: 33.33 }],
        content_type: 'product',
        value: 120.5,
        currency: 'BRL'
      },
      { event_id: 'purchase-o1' }
    ])
  })

  it('reviews: only a well-formed product id is passed on', () => {
    expect(reviewsOptions('loja', { productId: '5f1a2b3c4d5e6f7a8b9c0d1e', view: 'list' })).toEqual({
      store: 'loja',
      product_id: '5f1a2b3c4d5e6f7a8b9c0d1e',
      view: 'list'
    })
    expect(reviewsOptions('loja', { productId: '"><img>' })).toBeUndefined()
    // Ids are hex in either case, as everywhere else; a view it does not know is the stars.
    expect(reviewsOptions('loja', { productId: '5F1A2B3C4D5E6F7A8B9C0D1E', view: 'grid' })?.view).toBe('stars')
    expect(reviewsOptions('loja', {})).toBeUndefined()
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('reviews: invalid option data-product-id (required)')
  })
})
