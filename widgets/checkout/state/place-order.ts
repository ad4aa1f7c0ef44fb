import { api } from '#core/page/api'
import { passport } from '#core/page/passport'
import { mayExist, orderFailure } from '#core/checkout/order-failure'
import { CheckoutAnswer, type CheckoutAnswer as Answer } from '#core/schemas/modules'

// One @checkout POST per attempt, carrying the attempt's idempotency key: the client's own 5xx retries and any
// resend answer with the first order. When the answer is lost or cannot be read (offline, no answer in time, the key
// busy with a request still running, broken JSON, a proxy's page, a server error after the retries) the order is
// looked up by that key before the shopper is told anything, so a second attempt can never buy twice.

/**
 * The longest a shopper waits after 'Finalizar pedido' for a word on the order: the POST's own limit, then the look-up
 * by key. Longer than this a shopper presses again or leaves (docs/store-rules.md).
 */
export const ORDER_WAIT_BOUND_MS = 20_000
/** How long the order's POST may take before the attempt is looked up by its key. */
export const ORDER_TIMEOUT_MS = 12_000
/** After this the button says 'Ainda processando…': the shopper knows the press was taken. */
export const STILL_PROCESSING_MS = 4_000
/**
 * The look-up by key: a read, answered at once by a platform that has the order (or waiting for the one it is
 * making). With the POST's limit and the modules host's spacing before each, it stays within ORDER_WAIT_BOUND_MS.
 */
export const LOOKUP_TIMEOUT_MS = 5_000

/** The order a key made; null when the platform says there is none; an error when it could not be asked. */
export async function findByKey(key: string): Promise<Answer | null> {
  try {
    return await api.modules(`@checkout/${key}`, { schema: CheckoutAnswer, cached: false, timeout: LOOKUP_TIMEOUT_MS })
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null
    throw e
  }
}

/** Asks the key after a failure that may hide an order: the order if there is one, else the first failure. */
async function orNotLost(e: unknown, key: string): Promise<Answer> {
  if (mayExist(orderFailure(e, navigator.onLine))) {
    const found = await findByKey(key).catch(() => null)
    if (found) return found
  }
  throw e
}

export async function sendOrder(body: Record<string, unknown>, key: string): Promise<Answer> {
  try {
    return await api.modules('@checkout', {
      method: 'POST',
      body,
      idempotencyKey: key,
      schema: CheckoutAnswer,
      idempotent: true,
      timeout: ORDER_TIMEOUT_MS,
      // The platform gives the order (and points) to a customer only on their authorized session.
      ...(passport.checkAuthorization() ? { auth: passport.credentials() } : {})
    })
  } catch (e) {
    return orNotLost(e, key)
  }
}

/**
 * Pays again the order `key` made, whose card was refused: a new transaction on that order, never a second order.
 * A lost answer is looked up by the key too (the order then tells whether this payment went through).
 */
export async function payAgain(key: string, transaction: Record<string, unknown>): Promise<Answer> {
  try {
    return await api.modules(`@checkout/${key}/transaction`, {
      method: 'POST',
      body: { transaction },
      schema: CheckoutAnswer,
      timeout: ORDER_TIMEOUT_MS
    })
  } catch (e) {
    return orNotLost(e, key)
  }
}

/** An answer whose payment the acquirer refused: the order exists, unpaid, and may be paid again. */
export const refused = (a: Answer): boolean =>
  a.transaction.status?.current === 'unauthorized' || a.order.financial_status?.current === 'unauthorized'
