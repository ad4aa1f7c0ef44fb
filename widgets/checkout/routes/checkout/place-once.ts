import { sameLines, sentLines, type Attempt } from '#core/checkout/attempt'
import { idempotencyKey } from '#core/checkout/idempotency'
import { amountParts, pointsApplied, type PointsSplit } from '#core/checkout/points'
import type { Notice } from '#core/checkout/machine'
import { passport } from '#core/page/passport'
import { cart, settings } from '#core/page/context'
import type { Address } from '#core/schemas/customer'
import type { CheckoutAnswer, PaymentGateway, ShippingService } from '#core/schemas/modules'
import type { SavedCard } from '#core/schemas/saved-card'
import { $draft, setAttempt } from '#widgets/checkout/state/draft'
import { GatewayError } from '#widgets/checkout/state/gateway'
import { orderBody } from '#widgets/checkout/state/order-body'
import { findByKey, payAgain, refused, sendOrder } from '#widgets/checkout/state/place-order'
import { cardTransaction } from './card-transaction'
import type { CardState } from './CardFields'
import { finishOrder } from './finish-order'

/** What one press places: how it is paid, where it goes, and the points applied (with their programs). */
export interface PlaceArgs {
  method: string
  gateway?: PaymentGateway
  card: CardState
  /** The card on file paid with, when one is chosen. */
  saved?: SavedCard
  service: ShippingService
  address: Address
  /** What the points pay and what is left to the method. */
  points: Pick<PointsSplit, 'value' | 'rest'>
  /** The gateway list_payments offered for loyalty points: the points' transaction names its app. */
  pointsGateway?: PaymentGateway
  programs?: unknown
}

/** The order's payment: the method's transaction, and the points' own when points pay part of the total. */
interface Payment {
  transaction: Record<string, unknown>
  points?: Record<string, unknown>
}

/**
 * The payment part of the order's body: the card's token (never its number) and the method; points as a transaction of
 * their own on the points gateway's app, each part with its share of the total (amount_part), as the platform's own
 * storefront sends them. Without a points gateway the method's transaction carries the points.
 */
async function paymentOf({
  method,
  gateway,
  card,
  saved,
  points,
  pointsGateway,
  programs
}: PlaceArgs): Promise<Payment> {
  const draft = $draft.get()
  let transaction: Record<string, unknown> = { payment_method: { code: method } }
  if (method === 'credit_card' && gateway) {
    const part = await cardTransaction(gateway, card, draft.installments, draft.buyer.doc, saved)
    transaction = { ...transaction, ...part }
  }
  const applied = pointsApplied(points.value, programs)
  const parts = amountParts(points)
  if (!applied || !parts) return { transaction }
  if (!pointsGateway) return { transaction: { ...transaction, loyalty_points_applied: applied } }
  return {
    transaction: { ...transaction, amount_part: parts.rest },
    points: {
      ...(pointsGateway.app_id !== undefined ? { app_id: pointsGateway.app_id } : {}),
      payment_method: { code: 'loyalty_points' },
      loyalty_points_applied: applied,
      amount_part: parts.points
    }
  }
}

/** The method's transaction without its share of the points: what pays again an order whose points were spent. */
function againPart(transaction: Record<string, unknown>): Record<string, unknown> {
  const { amount_part: _, loyalty_points_applied: __, ...rest } = transaction
  return rest
}

/**
 * The attempt for this press: the one kept in the draft while the cart still holds what it sent (its key asks for
 * the same order), else a new one. A kept attempt whose cart changed is asked for its order first: an order it made
 * is that purchase, shown as such; only when it made none does the new cart get a new key.
 */
async function attemptFor(): Promise<{ attempt: Attempt; answer?: CheckoutAnswer }> {
  const kept = $draft.get().attempt
  if (kept && sameLines(cart.data.items, kept.lines)) return { attempt: kept }
  if (kept && !kept.order) {
    const answer = await findByKey(kept.key)
    if (answer) return { attempt: kept, answer }
  }
  const attempt: Attempt = { key: idempotencyKey(), lines: sentLines(cart.data.items) }
  // Kept before anything is sent: a reload from here on asks for this attempt's order first.
  setAttempt(attempt)
  return { attempt }
}

/** One press of 'Finalizar pedido', under the order's lock. */
export async function placeOnce(args: PlaceArgs, navigate: (p: string) => void): Promise<Notice | undefined> {
  if (!cart.data.items.length) return undefined // another tab's order took every line: the route says the cart is empty
  const { attempt, answer: found } = await attemptFor()
  let payment: Payment
  let answer = found
  if (!answer) {
    try {
      payment = await paymentOf(args)
    } catch (e) {
      // Offline, the gateway's script or token request fails too: the connection is what to fix, not the card.
      if (!navigator.onLine) return { kind: 'offline' }
      return e instanceof GatewayError && e.reason === 'script' ? { kind: 'gateway' } : { kind: 'card' }
    }
    // The order's points were spent with it: paying again is the method's part alone.
    if (attempt.order) answer = await payAgain(attempt.key, againPart(payment.transaction))
    else {
      const draft = $draft.get()
      const lines = new Set(attempt.lines.map((l) => l._id))
      const body = orderBody({
        cart: { ...cart.data, items: cart.data.items.filter((i) => lines.has(i._id)) },
        buyer: draft.buyer,
        address: args.address,
        service: args.service,
        transaction: payment.transaction,
        points: payment.points,
        gateway: args.gateway,
        session: passport.getSession(),
        lang: settings.lang,
        country: settings.country_code,
        customerId: passport.getSession().auth?.id
      })
      answer = await sendOrder(body, attempt.key)
    }
  }
  if (refused(answer)) {
    // The order exists, unpaid: the next press pays it (a new transaction on it), never a second order.
    setAttempt({ ...attempt, order: { _id: answer.order._id, number: answer.order.number } })
    return { kind: 'unpaid', number: answer.order.number }
  }
  await finishOrder(answer, { programs: args.programs, points: args.points.value }, navigate, attempt.lines)
  return undefined
}
