import { api } from '../../../core/page/api'
import { passport } from '../../../core/page/passport'
import { CheckoutAnswer, type CheckoutAnswer as Answer } from '../../../core/schemas/modules'

// One @checkout POST per attempt, carrying the attempt's idempotency key: the client's own 5xx retries and any
// resend answer with the first order. When the answer is lost (network failure, timeout) the order is looked up by
// that key before the shopper may try again, so a second attempt can never buy twice.

const lost = (e: unknown) => {
  const kind = (e as { kind?: string } | null)?.kind
  return kind === 'network' || kind === 'timeout' || kind === 'invalid'
}

export async function findByKey(key: string): Promise<Answer | null> {
  try {
    return await api.modules(`@checkout/${key}`, { schema: CheckoutAnswer, cached: false })
  } catch {
    return null
  }
}

export async function sendOrder(body: Record<string, unknown>, key: string): Promise<Answer> {
  try {
    return await api.modules('@checkout', {
      method: 'POST',
      body: { ...body, idempotency_key: key },
      schema: CheckoutAnswer,
      idempotent: true,
      // The platform gives the order (and points) to a customer only on their authorized session.
      ...(passport.checkAuthorization() ? { auth: passport.credentials() } : {})
    })
  } catch (e) {
    if (lost(e)) {
      const found = await findByKey(key)
      if (found) return found
    }
    throw e
  }
}

/** Which message a failed attempt shows: a refused request is a payment error, anything else the generic one. */
export function failureMessage(e: unknown): 'error.payment' | 'error.generic' {
  const err = e as { kind?: string; status?: number } | null
  return err?.kind === 'http' && err.status !== undefined && err.status >= 400 && err.status < 500
    ? 'error.payment'
    : 'error.generic'
}
