// Business rules of the demo store's "apps": shipping table, payment options and coupons.
// Kept apart from the HTTP handlers so checkout can reuse exactly the same numbers.
// Money is computed in cents.
import { soldBySubscription } from '../../dist/node/core.mjs'

export const ORIGIN_ZIP = '01310100'
export const FREE_SHIPPING_FROM = 299
export const SHIPPING_APP = { _id: '5d9b3d7f0a1b2c3d4e5f6a01', app_id: 1248, label: 'Correios (demo)' }
export const PAYMENT_APP = { _id: '5d9b3d7f0a1b2c3d4e5f6a02', app_id: 1251, label: 'Pagamentos Vitrine (demo)' }
export const DISCOUNT_APP = { _id: '5d9b3d7f0a1b2c3d4e5f6a03', app_id: 1252, label: 'Cupons Vitrine (demo)' }

export const INSTALLMENTS = { min_installment: 5, max_number: 12, monthly_interest: 2.99, max_interest_free: 6 }
export const BOLETO_DISCOUNT = { label: 'Boleto bancário', type: 'percentage', value: 5, apply_at: 'total', min_amount: 0 }
export const PIX_DISCOUNT = { label: 'Pix', type: 'percentage', value: 5, apply_at: 'total', min_amount: 0 }
export const POINTS_PROGRAM_ID = 'vitrine_points'
export const POINTS_PROGRAM = { name: 'Pontos Vitrine', earn_percentage: 2, min_subtotal_to_earn: 0, ratio: 1, max_points: 10000 }
export const PROGRESSIVE_DISCOUNT = { label: '5% OFF acima de R$ 500', type: 'percentage', value: 5, min_amount: 500 }
/** A rule that takes the freight off (discount_rule has no apply_at: its flags say so). @param {{ extra_discount: { flags?: string[] } }} rule */
export const cancelsFreight = (rule) => Boolean(rule.extra_discount.flags?.includes('FREE_SHIPPING'))
export const INVALID_COUPON_MESSAGE = 'O cupom de desconto inserido é inválido.'

/** @param {number} x */
const cents = (x) => Math.round(x * 100)
/** @param {number} c */
const money = (c) => Math.round(c) / 100

/**
 * Regions by the first CEP digit (0-1 São Paulo state ... 9 Rio Grande do Sul): farther is slower and dearer.
 * [pac price, pac days, sedex price, sedex days]
 */
const REGIONS = /** @type {Record<string, [number, number, number, number]>} */ ({
  0: [15.9, 4, 24.9, 1], 1: [17.9, 5, 27.9, 2],
  2: [22.9, 7, 34.9, 3], 3: [22.9, 7, 34.9, 3],
  4: [34.9, 10, 54.9, 5], 5: [36.9, 11, 57.9, 5], 6: [42.9, 13, 64.9, 6],
  7: [27.9, 8, 42.9, 4], 8: [25.9, 7, 39.9, 3], 9: [29.9, 9, 44.9, 4]
})

/** @param {unknown} zip @returns {string | null} eight digits, or null when not a CEP */
export function normaliseZip (zip) {
  const d = String(zip ?? '').replace(/\D/g, '')
  return /^\d{8}$/.test(d) && d !== '00000000' ? d : null
}

/**
 * @param {string} zip normalised CEP
 * @param {{ quantity?: number }[]} items
 * @param {number} subtotal
 */
export function shippingServices (zip, items, subtotal) {
  const region = /** @type {[number, number, number, number]} */ (REGIONS[zip[0] ?? '0'])
  const units = Math.max(1, items.reduce((n, i) => n + (Number(i.quantity) || 1), 0))
  // Each extra unit adds R$ 1,50: heavier parcels cost more.
  const extra = cents(1.5) * (units - 1)
  const free = subtotal >= FREE_SHIPPING_FROM
  const make = (/** @type {string} */ label, /** @type {string} */ code, /** @type {number} */ price, /** @type {number} */ days, /** @type {boolean} */ freeEligible) => {
    const priceCents = cents(price) + extra
    const discountCents = freeEligible && free ? priceCents : 0
    return {
      label,
      carrier: 'Correios',
      service_code: code,
      service_name: label,
      shipping_line: {
        from: { zip: ORIGIN_ZIP },
        to: { zip },
        price: money(priceCents),
        total_price: money(priceCents - discountCents),
        discount: money(discountCents),
        delivery_time: { days, working_days: true },
        posting_deadline: { days: 1, working_days: true },
        ...(discountCents ? { flags: ['free_shipping'] } : {})
      }
    }
  }
  const services = [
    make('PAC', '04510', region[0], region[1], true),
    make('SEDEX', '04014', region[2], region[3], false)
  ]
  // São Paulo capital area gets a same/next-day courier.
  if (zip[0] === '0') services.push(make('Entrega expressa SP', 'EXP-SP', 19.9, 1, false))
  return services.sort((a, b) => a.shipping_line.total_price - b.shipping_line.total_price ||
    a.shipping_line.delivery_time.days - b.shipping_line.delivery_time.days)
}

/**
 * Instalment options: interest-free up to 6x, then 2.99 % a month (Price table), each >= R$ 5.
 * @param {number} amount
 */
export function installmentOptions (amount) {
  const { min_installment: min, max_number: max, monthly_interest: rate, max_interest_free: free } = INSTALLMENTS
  const out = []
  for (let n = 2; n <= max; n++) {
    const i = rate / 100
    const value = n <= free ? amount / n : amount * i / (1 - (1 + i) ** -n)
    const rounded = Math.round(value * 100) / 100
    if (rounded < min) break
    // Interest-free, the instalments are the amount shared out and the gateway settles the leftover cent: the plan's
    // total is the amount itself (3x of 224,10 for 672,31 is a total of 672,31, not 672,30).
    const total = n <= free ? Math.round(amount * 100) / 100 : Math.round(rounded * n * 100) / 100
    out.push({ number: n, value: rounded, tax: n > free, total })
  }
  return out
}

/**
 * Coupons: BEMVINDO10 (10 % of the subtotal), FRETEGRATIS (freight), VALE50 (R$ 50 from R$ 200), BRINDE (a free
 * gift, freebiesFor).
 * @param {string} code
 * @param {{ subtotal?: number, freight?: number, total?: number }} amount
 * @returns {{ ok: true, rule: { label: string, extra_discount: { value: number, flags: string[] }, description: string } } | { ok: false, message: string }}
 */
export function applyCoupon (code, amount) {
  const c = code.trim().toUpperCase()
  const subtotal = amount.subtotal ?? amount.total ?? 0
  if (c === 'BEMVINDO10') {
    return { ok: true, rule: { label: 'BEMVINDO10', description: '10% de desconto na primeira compra', extra_discount: { value: money(cents(subtotal) / 10), flags: ['COUPON'] } } }
  }
  if (c === 'FRETEGRATIS') {
    return { ok: true, rule: { label: 'FRETEGRATIS', description: 'Frete grátis', extra_discount: { value: money(cents(amount.freight ?? 0)), flags: ['COUPON', 'FREE_SHIPPING'] } } }
  }
  if (c === 'BRINDE') {
    return { ok: true, rule: { label: 'BRINDE', description: 'Brinde em compras a partir de R$ 300', extra_discount: { value: 0, flags: ['COUPON', 'FREEBIE'] } } }
  }
  if (c === 'VALE50') {
    if (subtotal < 200) return { ok: false, message: 'O cupom VALE50 é válido para compras a partir de R$ 200,00.' }
    return { ok: true, rule: { label: 'VALE50', description: 'R$ 50 de desconto', extra_discount: { value: 50, flags: ['COUPON'] } } }
  }
  return { ok: false, message: INVALID_COUPON_MESSAGE }
}

/** Automatic discount with no coupon (shown as available_extra_discount). @param {number} subtotal */
export function progressiveDiscount (subtotal) {
  if (subtotal < PROGRESSIVE_DISCOUNT.min_amount) return null
  return { label: PROGRESSIVE_DISCOUNT.label, extra_discount: { value: money(cents(subtotal) * PROGRESSIVE_DISCOUNT.value / 100), flags: ['PROGRESSIVE'] } }
}

/** The coupon BRINDE earns the demo's free gift on carts from this subtotal (below it, the coupon gives nothing). */
export const FREEBIE_FROM = 300
export const FREEBIE_COUPON = 'BRINDE'

/**
 * The demo's gift: the catalogue's first product sold one unit at a time with no choices to make (no variations,
 * customizations, kit or subscription), priced and visible. Chosen whatever its stock, so a sold-out gift shows
 * how the storefront skips it.
 * @param {{ productsById: Map<string, any> }} state
 */
export function freebieProduct (state) {
  for (const p of state.productsById.values()) {
    if (p.available && p.visible && p.price > 0 && !p.variations?.length && !p.kit_composition &&
      !p.kit_product && !p.customizations?.length && !soldBySubscription(p) && !p.min_quantity) return p
  }
  return undefined
}

/**
 * Products a cart earns as free gifts (apply_discount's freebie_product_ids; @checkout prices them at 0 only then):
 * with the coupon BRINDE, a subtotal of R$ 300 or more. A coupon rather than every large cart, so that the demo's
 * other carts stay as they are.
 * @param {{ productsById: Map<string, any> }} state @param {string | undefined} coupon @param {number} subtotal
 * @returns {string[]}
 */
export function freebiesFor (state, coupon, subtotal) {
  const gift = freebieProduct(state)
  if (!gift) return []
  const byCoupon = coupon?.trim().toUpperCase() === FREEBIE_COUPON
  return byCoupon && subtotal >= FREEBIE_FROM ? [gift._id] : []
}
