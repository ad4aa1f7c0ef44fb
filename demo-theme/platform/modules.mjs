// Modules API: the checkout "apps" (shipping, payments, discounts) and order creation.
// App answers use the platform envelope {result: [{_id, app_id, took, version, validated, response_errors, error,
// error_message, response}], meta}, meta echoing the params (the published ModuleApiResult).
import * as z from 'zod'
import { performance } from 'node:perf_hooks'
import { validate } from './http.mjs'
import {
  applyCoupon, BOLETO_DISCOUNT, DISCOUNT_APP, FREE_SHIPPING_FROM, INSTALLMENTS, installmentOptions, normaliseZip,
  PAYMENT_APP, POINTS_PROGRAM, POINTS_PROGRAM_ID, freebiesFor, PROGRESSIVE_DISCOUNT, progressiveDiscount, SHIPPING_APP, shippingServices
} from './modules-rules.mjs'
import { checkout, checkoutByKey } from './checkout.mjs'
import { payOrder } from './pay-order.mjs'
import { jsClient } from './gateway.mjs'
import { pixGateway, renewPix } from './pix.mjs'

const Item = z.looseObject({
  product_id: z.optional(z.string()),
  quantity: z.optional(z.number().nonnegative()),
  price: z.optional(z.number().nonnegative()),
  final_price: z.optional(z.number().nonnegative())
})
const Amount = z.looseObject({
  subtotal: z.optional(z.number().nonnegative()),
  freight: z.optional(z.number().nonnegative()),
  discount: z.optional(z.number().nonnegative()),
  total: z.number().nonnegative()
})
const ShippingBody = z.looseObject({
  to: z.looseObject({ zip: z.union([z.string(), z.number()]) }),
  items: z.optional(z.array(Item).max(500)),
  subtotal: z.optional(z.number().nonnegative())
})
const PaymentsBody = z.looseObject({
  items: z.optional(z.array(Item).max(500)),
  amount: Amount,
  currency_id: z.optional(z.string())
})
const DiscountBody = z.looseObject({
  amount: Amount,
  items: z.optional(z.array(Item).max(500)),
  discount_coupon: z.optional(z.string().max(60))
})

/**
 * @param {{ _id: string, app_id: number }} app @param {number} started @param {unknown} response
 * @param {string} [errorMessage] when set, the app answered with an error instead of a response
 * @param {unknown} [params] the params the modules were called with, echoed as meta
 */
function envelope (app, started, response, errorMessage, params = {}) {
  return {
    result: [{
      _id: app._id,
      app_id: app.app_id,
      took: Math.round(performance.now() - started),
      version: APP_VERSION,
      validated: !errorMessage,
      response_errors: null,
      error: Boolean(errorMessage),
      ...(errorMessage ? { error_message: errorMessage, response: null } : { error_message: null, response })
    }],
    meta: params
  }
}

/** The demo apps' version, as each hosted app answers with its own. */
const APP_VERSION = '1.0.0'

/** @param {any[] | undefined} items */
const itemsSubtotal = (items) => Math.round((items ?? []).reduce((s, i) => s + Math.round((i.final_price ?? i.price ?? 0) * 100) * (i.quantity ?? 1), 0)) / 100

/** @type {import('./router.mjs').RouteDef[]} */
export const modulesRoutes = [
  ['POST', '/calculate_shipping.json', ({ json }) => {
    const started = performance.now()
    const body = validate(ShippingBody, json())
    const zip = normaliseZip(body.to.zip)
    if (!zip) return envelope(SHIPPING_APP, started, undefined, 'CEP inválido: informe os 8 dígitos do CEP', body)
    const subtotal = body.subtotal ?? itemsSubtotal(body.items)
    return envelope(SHIPPING_APP, started, {
      free_shipping_from_value: FREE_SHIPPING_FROM,
      shipping_services: shippingServices(zip, body.items ?? [], subtotal)
    }, undefined, body)
  }],
  ['POST', '/list_payments.json', ({ json, origin }) => {
    const started = performance.now()
    const body = validate(PaymentsBody, json())
    const installments = installmentOptions(body.amount.total)
    // As ListPaymentsResponse has it: the interest-free count top-level (interest_free_installments), each plan
    // without the platform's own total, no null discount, nothing the schema lacks on a gateway.
    const { max_interest_free: free, ...installmentsOption } = INSTALLMENTS
    return envelope(PAYMENT_APP, started, {
      installments_option: installmentsOption,
      interest_free_installments: free,
      discount_option: { ...BOLETO_DISCOUNT },
      loyalty_points_programs: { [POINTS_PROGRAM_ID]: { ...POINTS_PROGRAM } },
      payment_gateways: [
        {
          label: 'Cartão de crédito',
          payment_method: { code: 'credit_card', name: 'Cartão de crédito' },
          icon: '/img/payments/credit-card.svg',
          type: 'payment',
          installment_options: installments.map(({ number, value, tax }) => ({ number, value, tax })),
          js_client: jsClient(origin)
        },
        pixGateway(),
        {
          label: 'Boleto bancário',
          payment_method: { code: 'banking_billet', name: 'Boleto bancário' },
          type: 'payment',
          discount: { type: BOLETO_DISCOUNT.type, value: BOLETO_DISCOUNT.value, apply_at: BOLETO_DISCOUNT.apply_at }
        },
        {
          label: 'Pontos Vitrine',
          payment_method: { code: 'loyalty_points', name: 'Pontos de fidelidade' },
          type: 'payment'
        }
      ]
    }, undefined, body)
  }],
  ['POST', '/apply_discount.json', ({ json, state }) => {
    const started = performance.now()
    const body = validate(DiscountBody, json())
    /** @type {Record<string, any>} */
    const response = {
      available_extra_discount: { label: PROGRESSIVE_DISCOUNT.label, type: PROGRESSIVE_DISCOUNT.type, value: PROGRESSIVE_DISCOUNT.value, min_amount: PROGRESSIVE_DISCOUNT.min_amount }
    }
    const subtotal = body.amount.subtotal ?? itemsSubtotal(body.items)
    if (body.discount_coupon) {
      const r = applyCoupon(body.discount_coupon, { ...body.amount, subtotal })
      if (r.ok) response.discount_rule = r.rule
      else response.invalid_coupon_message = r.message
    } else {
      const rule = progressiveDiscount(subtotal)
      if (rule) response.discount_rule = rule
    }
    // A refused coupon earns nothing itself; the cart's own amount still may.
    const gifts = freebiesFor(state, response.invalid_coupon_message ? undefined : body.discount_coupon, subtotal)
    if (gifts.length) response.freebie_product_ids = gifts
    return envelope(DISCOUNT_APP, started, response, undefined, body)
  }],
  ['POST', '/@checkout.json', async (ctx) => checkout(ctx)],
  ['POST', '/checkout.json', async (ctx) => checkout(ctx)],
  ['GET', '/@checkout/:key.json', checkoutByKey],
  ['POST', '/@checkout/:key/transaction.json', payOrder],
  ['POST', '/create_transaction.json', renewPix]
]

