import { DiscountOption } from '../schemas/payment'

// What tells a Pix gateway or transaction, and the Pix gateway's discount. Apart from ./pix (the BR Code and a
// charge's life) because every page's prices read the discount, while only the checkout needs the rest.

/** The platform's method code for a Pix gateway and transaction; the intermediator's method names it Pix. */
export const PIX_METHOD = 'account_deposit'
export const PIX_INTERMEDIATOR_METHOD = 'pix'

type Coded = { code?: unknown; name?: unknown } | undefined
type PixLike =
  | { label?: unknown; payment_method?: Coded; intermediator?: { payment_method?: Coded } }
  | null
  | undefined

const namesPix = (v: unknown): boolean => typeof v === 'string' && /\bpix\b/i.test(v)

/**
 * A gateway or transaction is Pix when its method is account_deposit and something names it Pix: a transaction's
 * intermediator method (an order's), else a gateway's label or method name, all list_payments gives a gateway (its
 * intermediator has only a name, link and code; Pix apps list "Pix" as the label and in the method's name).
 */
export function isPix(value: unknown): boolean {
  const v = (typeof value === 'object' ? value : undefined) as PixLike
  if (v?.payment_method?.code !== PIX_METHOD) return false
  const via = v.intermediator?.payment_method?.code
  return via !== undefined ? via === PIX_INTERMEDIATOR_METHOD : namesPix(v.label) || namesPix(v.payment_method.name)
}

/**
 * The discount of the Pix gateway among list_payments' gateways, as a discount option labelled 'Pix', or undefined
 * when the store offers no Pix or gives it no discount.
 */
export function pixDiscountOption(gateways: unknown): DiscountOption | undefined {
  const pix = Array.isArray(gateways) ? gateways.find(isPix) : undefined
  const parsed = DiscountOption.safeParse((pix as { discount?: unknown } | undefined)?.discount)
  return parsed.success && parsed.data.value > 0 ? { label: 'Pix', ...parsed.data } : undefined
}
