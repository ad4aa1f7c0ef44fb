// The store's payment options (instalments, cash discount, loyalty points) for product prices. They are store-wide,
// so they are asked of the modules API once per browser session and kept in sessionStorage; until they arrive, or
// when the modules API fails, prices show the store defaults (no instalments or discounts rather than wrong ones).
import { atom } from 'nanostores'
import type { ApiClient } from '../api'
import { PaymentOptions } from '../schemas/payment'

const KEY = 'vitrinePayments'

/** What a product price reads: the defaults until the store's answer is in. */
export const paymentOptions = atom<PaymentOptions>({})

const ListPaymentsAnswer = PaymentOptions

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

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

/** The modules API answers in the platform envelope: the first app's `response`. */
function fromEnvelope(answer: unknown): PaymentOptions | null {
  const result = (answer as { result?: { response?: unknown }[] } | null)?.result
  const response = Array.isArray(result) ? result.find((r) => r?.response)?.response : undefined
  const parsed = ListPaymentsAnswer.safeParse(response)
  if (!parsed.success) return null
  const { installments_option, discount_option, loyalty_points_programs, available_extra_discount } = parsed.data
  return { installments_option, discount_option, loyalty_points_programs, available_extra_discount }
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
  api
    .modules('/list_payments.json', {
      method: 'POST',
      idempotent: true,
      body: { amount: { total: amount }, items: [] }
    })
    .then(
      (answer) => {
        const options = fromEnvelope(answer)
        if (!options) return console.error('[vitrine] list_payments answer unusable; store defaults kept')
        paymentOptions.set(options)
        try {
          session()?.setItem(KEY, JSON.stringify(options))
        } catch {
          // storage full or blocked: the answer still serves this page
        }
      },
      (e) => console.error('[vitrine] list_payments failed; store defaults kept', e)
    )
}

/** Runs the load when the browser is idle, so it never competes with the first paint or the first interaction. */
export function loadPaymentOptionsOnIdle(api: ApiClient): void {
  const ric = (window as { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback
  if (ric) ric(() => loadPaymentOptions(api), { timeout: 2000 })
  else setTimeout(() => loadPaymentOptions(api), 200)
}
