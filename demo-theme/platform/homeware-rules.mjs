// Business rules of store 2022's "apps" (the American homeware shop): US ZIP codes with flat rates, card only, one
// coupon. Same names as modules-rules.mjs, so the checkout prices an order of either store with its own store's rules.

export const FREE_SHIPPING_FROM = 150
export const SHIPPING_APP = { _id: '6a0c4e8f1b2c3d4e5f6a7b01', app_id: 1301, label: 'Flat Rate Shipping (demo)' }
export const PAYMENT_APP = { _id: '6a0c4e8f1b2c3d4e5f6a7b02', app_id: 1302, label: 'Card Payments (demo)' }
export const DISCOUNT_APP = { _id: '6a0c4e8f1b2c3d4e5f6a7b03', app_id: 1303, label: 'Coupons (demo)' }
export const ORIGIN_ZIP = '97209'
// Card only, paid at once: no instalments, no cash discount, no points.
export const INSTALLMENTS = { min_installment: 0, max_number: 1, monthly_interest: 0, max_interest_free: 1 }
export const BOLETO_DISCOUNT = { label: '', type: 'percentage', value: 0, apply_at: 'total', min_amount: 0 }
export const PIX_DISCOUNT = BOLETO_DISCOUNT
export const PAYMENT_METHODS = ['credit_card']
export const PAYMENT_LABELS = /** @type {Record<string, string>} */ ({ credit_card: 'Credit card' })
export const INVALID_COUPON_MESSAGE = 'This coupon code is not valid.'
export const LANG = 'en_us'

/** @param {number} x */
const cents = (x) => Math.round(x * 100)
/** @param {number} c */
const money = (c) => Math.round(c) / 100

/** @param {unknown} zip @returns {string | null} five digits (a ZIP+4's first five), or null when not a US ZIP code */
export function normaliseZip (zip) {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(String(zip ?? '').trim())
  return m && m[1] !== '00000' ? /** @type {string} */ (m[1]) : null
}

/**
 * Flat rates whatever the ZIP code: Standard free from $150, Express never free.
 * @param {string} zip normalised ZIP @param {unknown[]} _items @param {number} subtotal
 */
export function shippingServices (zip, _items, subtotal) {
  const free = subtotal >= FREE_SHIPPING_FROM
  const make = (/** @type {string} */ label, /** @type {string} */ code, /** @type {number} */ price, /** @type {number} */ days, /** @type {boolean} */ freeEligible) => {
    const discount = freeEligible && free ? cents(price) : 0
    return {
      label,
      carrier: 'USPS',
      service_code: code,
      service_name: label,
      shipping_line: {
        from: { zip: ORIGIN_ZIP },
        to: { zip },
        price,
        total_price: money(cents(price) - discount),
        discount: money(discount),
        delivery_time: { days, working_days: true },
        posting_deadline: { days: 1, working_days: true },
        ...(discount ? { flags: ['free_shipping'] } : {})
      }
    }
  }
  return [make('Standard', 'US-STD', 7.95, 5, true), make('Express', 'US-EXP', 19.95, 2, false)]
}

/** No instalment plans: a card pays the whole amount. @param {number} _amount */
export const installmentOptions = (_amount) => /** @type {{ number: number, value: number, tax: boolean, total: number }[]} */ ([])

/**
 * WELCOME10: 10 % of the subtotal.
 * @param {string} code @param {{ subtotal?: number, total?: number }} amount
 * @returns {{ ok: true, rule: { label: string, extra_discount: { value: number, flags: string[] }, description: string, apply_at?: string } } | { ok: false, message: string }}
 */
export function applyCoupon (code, amount) {
  const subtotal = amount.subtotal ?? amount.total ?? 0
  if (code.trim().toUpperCase() === 'WELCOME10') {
    return { ok: true, rule: { label: 'WELCOME10', description: '10% off your first order', extra_discount: { value: money(cents(subtotal) / 10), flags: ['COUPON'] } } }
  }
  return { ok: false, message: INVALID_COUPON_MESSAGE }
}

/** No automatic discount in this store. @param {number} _subtotal */
export const progressiveDiscount = (_subtotal) => null

/** No gifts in this store. @param {unknown} _state @param {string | undefined} _coupon @param {number} _subtotal */
export const freebiesFor = (_state, _coupon, _subtotal) => /** @type {string[]} */ ([])
