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
  const state = await import('#widgets/checkout/state/cart-state')
  expect(reads.mock.calls.filter(([key]) => key === 'vitrineCheckoutShipping')).toEqual([])
  expect(state.$shipping.get()).toMatchObject({ zip: '01310100', code: 'pac', busy: false })
  // A coupon sent before anything read the session's stands.
  state.$coupon.set('BEMVINDO10')
  expect(state.$coupon.get()).toBe('BEMVINDO10')
})

it('marks the discount pending until it is answered for the cart shown, the freight while quoted, the total for both', async () => {
  const state = await import('#widgets/checkout/state/cart-state')
  const { cart } = await import('#core/page/context')
  cart.addItem({ product_id: 'p'.repeat(24), name: 'Um', price: 10, quantity: 1 })
  const subtotal = cart.data.subtotal
  const stop = state.$pending.listen(() => {})
  // Nothing answered yet: no figure computed with a guess.
  state.$discount.set({})
  expect(state.$pending.get()).toEqual({ discount: true, freight: false, total: true })
  state.$discount.set({ at: subtotal })
  expect(state.$pending.get()).toEqual({ discount: false, freight: false, total: false })
  // A quantity changed: the answer was for another cart until it is asked again.
  cart.addItem({ product_id: 'p'.repeat(24), name: 'Um', price: 10, quantity: 1 })
  expect(state.$pending.get()).toEqual({ discount: true, freight: false, total: true })
  state.$discount.set({ at: cart.data.subtotal })
  state.$shipping.set({ zip: '01310100', services: [], busy: true })
  expect(state.$pending.get()).toEqual({ discount: false, freight: true, total: true })
  // A quote for another cart is pending too; a stored one (no subtotal of its own) is not.
  state.$shipping.set({ zip: '01310100', services: [], at: subtotal })
  expect(state.$pending.get()).toEqual({ discount: false, freight: true, total: true })
  state.$shipping.set({ zip: '01310100', services: [] })
  expect(state.$pending.get()).toEqual({ discount: false, freight: false, total: false })
  stop()
})
