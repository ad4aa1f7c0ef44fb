import type { ZodMiniType } from 'zod/mini'
import { api } from '#core/page/api'
import type { Cart } from '#core/schemas/cart'
import {
  Envelope,
  ShippingAnswer,
  PaymentsAnswer,
  DiscountAnswer,
  type ShippingAnswer as Shipping,
  type PaymentsAnswer as Payments,
  type DiscountAnswer as Discount
} from '#core/schemas/modules'
import type { Totals } from '#core/checkout/totals'
import { moduleItem } from '#core/checkout/order-payload'

/** The items as the modules' params take them: the cart's own fields (line id, slug, edit time) stay home. */
export const moduleItems = (cart: Cart) => cart.items.map(moduleItem)

/**
 * A module read (quote, payment list, discount) that has not answered in this time has failed: the part says so
 * and offers a retry, instead of a spinner for the API's default 60 s (docs/store-rules.md).
 */
export const MODULE_TIMEOUT_MS = 8_000

/** The platform answered, and its app refused (e.g. an invalid CEP): a verdict to show, unlike a failed call. */
export class ModuleRefusal extends Error {}

type Answered<T> = { app_id?: number | undefined; response?: T | null | undefined }

/** Every app answer that is not an error (a store may run several shipping or payment apps), else a ModuleRefusal. */
async function answers<T>(path: string, body: unknown, schema: ZodMiniType<T>): Promise<Answered<T>[]> {
  // A module call only computes (no state changes), so resending it after a 5xx is safe.
  const answer = await api.modules(path, {
    method: 'POST',
    body,
    schema: Envelope(schema),
    idempotent: true,
    timeout: MODULE_TIMEOUT_MS
  })
  const ok = (answer.result as Answered<T>[]).filter((r) => !(r as { error?: boolean }).error && r.response)
  if (ok.length) return ok
  throw new ModuleRefusal(answer.result.find((r) => r.error_message)?.error_message ?? '')
}

/** First app answer that is not an error; a module error becomes a ModuleRefusal carrying its message. */
async function call<T>(path: string, body: unknown, schema: ZodMiniType<T>): Promise<T> {
  return (await answers(path, body, schema))[0]!.response as T
}

/** Each app's services, tagged with the app that offers them: the order names the shipping app it chose. */
export async function calculateShipping(cart: Cart, zip: string): Promise<Shipping> {
  const body = { to: { zip }, items: moduleItems(cart), subtotal: cart.subtotal }
  const ok = await answers('calculate_shipping', body, ShippingAnswer)
  const shipping_services = ok.flatMap((r) => r.response!.shipping_services.map((s) => ({ ...s, app_id: r.app_id })))
  return { ...ok[0]!.response!, shipping_services }
}

/** Each app's gateways, tagged with the app that offers them: the order's transaction names it. */
export async function listPayments(cart: Cart, amount: Totals): Promise<Payments> {
  const body = { items: moduleItems(cart), amount, currency_id: 'BRL' }
  const ok = await answers('list_payments', body, PaymentsAnswer)
  const payment_gateways = ok.flatMap((r) => r.response!.payment_gateways.map((g) => ({ ...g, app_id: r.app_id })))
  return { ...ok[0]!.response!, payment_gateways }
}

export const applyDiscount = (cart: Cart, amount: Totals, coupon?: string): Promise<Discount> =>
  call(
    'apply_discount',
    { items: moduleItems(cart), amount, ...(coupon ? { discount_coupon: coupon } : {}) },
    DiscountAnswer
  )
