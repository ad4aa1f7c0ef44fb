import type { ZodMiniType } from 'zod/mini'
import { api } from '../../../core/page/api'
import type { Cart } from '../../../core/schemas/cart'
import {
  Envelope,
  ShippingAnswer,
  PaymentsAnswer,
  DiscountAnswer,
  type ShippingAnswer as Shipping,
  type PaymentsAnswer as Payments,
  type DiscountAnswer as Discount
} from '../../../core/schemas/modules'
import type { Totals } from '../../../core/checkout/totals'

/** The items as the modules take them: local-only fields (edit times) stay home. */
export const moduleItems = (cart: Cart) => cart.items.map(({ updated_at: _, ...item }) => item)

/**
 * A module read (quote, payment list, discount) that has not answered in this time has failed: the part says so
 * and offers a retry, instead of a spinner for the API's default 60 s (docs/store-rules.md).
 */
export const MODULE_TIMEOUT_MS = 8_000

/** The platform answered, and its app refused (e.g. an invalid CEP): a verdict to show, unlike a failed call. */
export class ModuleRefusal extends Error {}

/** First app answer that is not an error; a module error becomes a ModuleRefusal carrying its message. */
async function call<T>(path: string, body: unknown, schema: ZodMiniType<T>): Promise<T> {
  // A module call only computes (no state changes), so resending it after a 5xx is safe.
  const answer = await api.modules(path, {
    method: 'POST',
    body,
    schema: Envelope(schema),
    idempotent: true,
    timeout: MODULE_TIMEOUT_MS
  })
  const ok = answer.result.find((r) => !r.error && r.response)
  if (ok?.response) return ok.response as T
  throw new ModuleRefusal(answer.result.find((r) => r.error_message)?.error_message ?? '')
}

export const calculateShipping = (cart: Cart, zip: string): Promise<Shipping> =>
  call('calculate_shipping', { to: { zip }, items: moduleItems(cart), subtotal: cart.subtotal }, ShippingAnswer)

export const listPayments = (cart: Cart, amount: Totals): Promise<Payments> =>
  call('list_payments', { items: moduleItems(cart), amount, currency_id: 'BRL' }, PaymentsAnswer)

export const applyDiscount = (cart: Cart, amount: Totals, coupon?: string): Promise<Discount> =>
  call(
    'apply_discount',
    { items: moduleItems(cart), amount, ...(coupon ? { discount_coupon: coupon } : {}) },
    DiscountAnswer
  )
