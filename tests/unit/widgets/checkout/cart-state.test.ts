import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

it("reads the stored quote on the store's first use, not on import; a value set before then stands", async () => {
  const quote = {
    zip: '01310100',
    services: [{ service_code: 'pac', label: 'PAC', shipping_line: { total_price: 15.9 } }],
    code: 'pac'
  }
  sessionStorage.setItem('vitrineCheckoutShipping', JSON.stringify(quote))
  const reads = vi.spyOn(Storage.prototype, 'getItem')
  const state = await import('../../../../widgets/checkout/state/cart-state')
  expect(reads.mock.calls.filter(([key]) => key === 'vitrineCheckoutShipping')).toEqual([])
  expect(state.$shipping.get()).toMatchObject({ zip: '01310100', code: 'pac', busy: false })
  // A coupon sent before anything read the session's stands.
  state.$coupon.set('BEMVINDO10')
  expect(state.$coupon.get()).toBe('BEMVINDO10')
})
