import * as z from 'zod/mini'
import { fallback } from '../schemas/fallback'

// Why an order could not be placed, told from the platform's answer so the shopper reads what happened and where to
// fix it: the connection (offline, or no answer in time), the session, the stock of a product, the coupon, the
// shipping, or the payment itself. Only a payment refusal is 'Erro no pagamento.'.
// An answer we cannot read (broken JSON, a proxy's HTML page, an order of the wrong shape, a server error after the
// retries, a refusal without the platform's error body) says nothing about the order: like a lost answer, it may hide
// one, so it is never taken as a refusal.

export type OrderFailure =
  | { kind: 'offline' }
  | { kind: 'no_answer' }
  /** An answer came but could not be read: the order may exist. */
  | { kind: 'unknown' }
  | { kind: 'session' }
  | { kind: 'stock'; message: string; productId?: string; variationId?: string; name?: string; left?: number }
  | { kind: 'coupon'; message: string }
  | { kind: 'shipping'; message: string }
  | { kind: 'payment'; message: string }
  /** The platform holds this attempt's key for a request still running (or sent with another body). */
  | { kind: 'busy' }
  | { kind: 'generic' }

// A field that is dropped when it is missing or of the wrong shape.
const maybe = <T extends z.ZodMiniType>(s: T) => z.optional(fallback(z.optional(s), undefined))

// The refusal's body as the platform writes it: untrusted, each field checked, the message only shown as text.
const Refusal = z.object({
  error_code: z.optional(fallback(z.string().check(z.maxLength(60)), '')),
  message: z.optional(fallback(z.string().check(z.maxLength(300)), '')),
  product_id: maybe(z.string().check(z.regex(/^[0-9a-f]{24}$/))),
  variation_id: maybe(z.string().check(z.regex(/^[0-9a-f]{24}$/))),
  name: maybe(z.string().check(z.maxLength(200))),
  quantity_left: maybe(z.number().check(z.int(), z.minimum(0)))
})

const STOCK = ['out_of_stock', 'item_unavailable', 'upon_request']
const COUPON = ['invalid_coupon']
const SHIPPING = ['invalid_shipping', 'invalid_zip']

/** @param online navigator.onLine when the failure came (false is certain; true may still be a dead network). */
export function orderFailure(e: unknown, online = true): OrderFailure {
  const err = (e ?? {}) as { kind?: string; status?: number; body?: unknown }
  if (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'abort') {
    return online ? { kind: 'no_answer' } : { kind: 'offline' }
  }
  if (err.kind === 'invalid') return { kind: 'unknown' }
  if (err.kind !== 'http' || err.status === undefined) return { kind: 'generic' }
  if (err.status >= 500) return { kind: 'unknown' }
  if (err.status === 401) return { kind: 'session' }
  const r = Refusal.safeParse(err.body && typeof err.body === 'object' ? err.body : {})
  const body: Partial<z.infer<typeof Refusal>> = r.success ? r.data : {}
  // A refusal is definite only in the platform's words: a 4xx page from a proxy or CDN is not the platform's answer.
  if (!body.error_code && !body.message) return { kind: 'unknown' }
  const code = body.error_code ?? ''
  const message = body.message ?? ''
  if (STOCK.includes(code)) {
    return {
      kind: 'stock',
      message,
      ...(body.product_id ? { productId: body.product_id } : {}),
      ...(body.variation_id ? { variationId: body.variation_id } : {}),
      ...(body.name ? { name: body.name } : {}),
      ...(body.quantity_left !== undefined ? { left: body.quantity_left } : {})
    }
  }
  if (COUPON.includes(code)) return { kind: 'coupon', message }
  if (SHIPPING.includes(code)) return { kind: 'shipping', message }
  if (err.status === 409) return { kind: 'busy' }
  return { kind: 'payment', message }
}

/**
 * Whether the request may have reached the platform and made the order: then its key is asked before anything is
 * said, and kept until a definite answer, so the next press asks for the same order.
 */
export const mayExist = (f: OrderFailure): boolean =>
  f.kind === 'no_answer' || f.kind === 'offline' || f.kind === 'busy' || f.kind === 'unknown'
