// The store's payment options (instalments, cash discount, loyalty points, the automatic extra discount) for product
// prices. They are store-wide, so they are asked of the modules API once per browser session and kept in
// sessionStorage. Until they arrive, or when the modules API fails, prices show the store defaults the theme wrote
// (./payment-defaults), or nothing rather than wrong figures.
import { atom } from 'nanostores'
import type { ApiClient } from '../api'
import { fillOnFirstUse } from '../first-use'
import { pixDiscountOption } from '../payments/pix-gateway'
import { PaymentOptions } from '../schemas/payment'
import { sessionStore } from '../storage'
import { storeDefaults } from './payment-defaults'

const KEY = 'vitrinePayments'

/** What a product price reads: the store defaults until the store's answer is in. */
export const paymentOptions = atom<PaymentOptions>({})
fillOnFirstUse(paymentOptions, () => paymentOptions.set(storeDefaults()))

// The store's own, like every key this page keeps (core/storage).
const session = (): Storage | null => sessionStore()

function cached(): PaymentOptions | null {
  try {
    const raw = session()?.getItem(KEY)
    if (!raw) return null
    const parsed = PaymentOptions.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The modules API answers in the platform envelope: the first app's `response` that fits. */
function fromEnvelope(answer: unknown): PaymentOptions | null {
  const result = (answer as { result?: { response?: unknown }[] } | null)?.result
  const response = Array.isArray(result) ? result.find((r) => r?.response)?.response : undefined
  const parsed = PaymentOptions.safeParse(response)
  return parsed.success ? parsed.data : null
}

/**
 * Instalments, cash discount and points come from list_payments; the automatic extra discount from apply_discount
 * asked without a coupon. Either may fail alone: what did not come keeps the store default.
 */
function merge(payments: PaymentOptions | null, discounts: PaymentOptions | null): PaymentOptions {
  const out = { ...paymentOptions.get() }
  if (payments) {
    const { installments_option, discount_option, loyalty_points_programs } = payments
    // The interest-free count comes top-level (interest_free_installments), beside the option it qualifies.
    const free = (payments as { interest_free_installments?: unknown }).interest_free_installments
    const installments =
      installments_option && typeof free === 'number'
        ? { ...installments_option, max_interest_free: free }
        : installments_option
    Object.assign(out, { installments_option: installments, discount_option, loyalty_points_programs })
    // Pix's discount sits on its gateway; a store without one loses a default the theme may have written.
    out.pix_discount_option = pixDiscountOption((payments as { payment_gateways?: unknown }).payment_gateways)
    if (!out.pix_discount_option) delete out.pix_discount_option
  }
  if (discounts?.available_extra_discount) out.available_extra_discount = discounts.available_extra_discount
  return out
}

function ask(api: ApiClient, path: string, amount: number): Promise<PaymentOptions | null> {
  const body = { amount: { total: amount, subtotal: amount }, items: [] }
  return api.modules(path, { method: 'POST', idempotent: true, body }).then(fromEnvelope, (e) => {
    console.error(`[vitrine] ${path} failed; store defaults kept`, e)
    return null
  })
}

let started = false

/**
 * Loads the options once per page (and once per session thanks to the cache); later calls are no-ops. `amount` is a
 * representative total: the options themselves do not depend on it.
 */
export function loadPaymentOptions(api: ApiClient, amount = 100): void {
  if (started) return
  started = true
  const hit = cached()
  if (hit) {
    paymentOptions.set(hit)
    return
  }
  Promise.all([ask(api, '/list_payments.json', amount), ask(api, '/apply_discount.json', amount)]).then(
    ([payments, discounts]) => {
      paymentOptions.set(merge(payments, discounts))
      // Only a full answer is kept: after an outage the next page asks again instead of keeping the defaults.
      if (!payments || !discounts) return
      try {
        session()?.setItem(KEY, JSON.stringify(paymentOptions.get()))
      } catch {
        // storage full or blocked: the answer still serves this page
      }
    }
  )
}

/** Runs the load when the browser is idle, so it never competes with the first paint or the first interaction. */
export function loadPaymentOptionsOnIdle(api: ApiClient): void {
  const ric = (window as { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback
  if (ric) ric(() => loadPaymentOptions(api), { timeout: 2000 })
  else setTimeout(() => loadPaymentOptions(api), 200)
}
