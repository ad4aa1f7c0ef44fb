// Modules API of store 2022: its own shipping, payment and discount apps; orders go through the same checkout,
// which prices them with this store's rules (state.rules).
import * as z from 'zod'
import { performance } from 'node:perf_hooks'
import { validate } from './http.mjs'
import { applyCoupon, DISCOUNT_APP, FREE_SHIPPING_FROM, normaliseZip, PAYMENT_APP, SHIPPING_APP, shippingServices } from './homeware-rules.mjs'
import { jsClient } from './gateway.mjs'
import { modulesRoutes } from './modules.mjs'

const Item = z.looseObject({ quantity: z.optional(z.number().nonnegative()), price: z.optional(z.number().nonnegative()), final_price: z.optional(z.number().nonnegative()) })
const Amount = z.looseObject({ subtotal: z.optional(z.number().nonnegative()), total: z.number().nonnegative() })
const ShippingBody = z.looseObject({ to: z.looseObject({ zip: z.union([z.string(), z.number()]) }), items: z.optional(z.array(Item).max(500)), subtotal: z.optional(z.number().nonnegative()) })
const PaymentsBody = z.looseObject({ amount: Amount })
const DiscountBody = z.looseObject({ amount: Amount, items: z.optional(z.array(Item).max(500)), discount_coupon: z.optional(z.string().max(60)) })

/** The platform's app envelope (see modules.mjs). @param {{ _id: string, app_id: number }} app @param {number} started @param {unknown} response @param {string | undefined} error @param {unknown} params */
const envelope = (app, started, response, error, params) => ({
  result: [{
    _id: app._id,
    app_id: app.app_id,
    took: Math.round(performance.now() - started),
    version: '1.0.0',
    validated: !error,
    response_errors: null,
    error: Boolean(error),
    ...(error ? { error_message: error, response: null } : { error_message: null, response })
  }],
  meta: params
})

/** @param {any[] | undefined} items */
const itemsSubtotal = (items) => Math.round((items ?? []).reduce((s, i) => s + Math.round((i.final_price ?? i.price ?? 0) * 100) * (i.quantity ?? 1), 0)) / 100

const OWN = new Set(['/calculate_shipping.json', '/list_payments.json', '/apply_discount.json'])

/** @type {import('./router.mjs').RouteDef[]} */
export const homewareModulesRoutes = [
  ['POST', '/calculate_shipping.json', ({ json }) => {
    const started = performance.now()
    const body = validate(ShippingBody, json())
    const zip = normaliseZip(body.to.zip)
    if (!zip) return envelope(SHIPPING_APP, started, undefined, 'Invalid ZIP code: enter the 5 digits of a US ZIP code', body)
    const subtotal = body.subtotal ?? itemsSubtotal(body.items)
    return envelope(SHIPPING_APP, started, { free_shipping_from_value: FREE_SHIPPING_FROM, shipping_services: shippingServices(zip, body.items ?? [], subtotal) }, undefined, body)
  }],
  ['POST', '/list_payments.json', ({ json, origin }) => {
    const started = performance.now()
    const body = validate(PaymentsBody, json())
    return envelope(PAYMENT_APP, started, {
      payment_gateways: [{
        label: 'Credit card',
        payment_method: { code: 'credit_card', name: 'Credit card' },
        icon: '/img/payments/credit-card.svg',
        type: 'payment',
        js_client: jsClient(origin)
      }]
    }, undefined, body)
  }],
  ['POST', '/apply_discount.json', ({ json }) => {
    const started = performance.now()
    const body = validate(DiscountBody, json())
    /** @type {Record<string, any>} */
    const response = {}
    if (body.discount_coupon) {
      const r = applyCoupon(body.discount_coupon, { ...body.amount, subtotal: body.amount.subtotal ?? itemsSubtotal(body.items) })
      if (r.ok) response.discount_rule = r.rule
      else response.invalid_coupon_message = r.message
    }
    return envelope(DISCOUNT_APP, started, response, undefined, body)
  }],
  // Placing and reading orders: the same checkout as store 1011's (no boleto page: this store takes cards only).
  ...modulesRoutes.filter(([, pattern]) => !OWN.has(pattern))
]
