// Runs an order action against the platform. Nothing changes locally before the platform answered: a refusal comes
// back with its reason and the screen keeps the order as it was.
import { type PriceChange, planBuyAgain } from '#core/account/buy-again'
import { patchFor, type OrderAction } from '#core/account/order-actions'
import { productsByIds } from '#core/account/products-by-ids'
import { api } from '#core/page/api'
import { passport } from '#core/page/passport'
import { orderPath } from '#core/passport/paths'
import { Order } from '#core/schemas/order'
import { cart, t } from '#core/page/context'
import { cardTransaction } from '../checkout/card-transaction'
import type { NewPayment } from './PaymentChange'

export type ActionResult =
  | { order: Order }
  | { unavailable: string[]; changed: PriceChange[] }
  | { refused: string; updated?: Order }

/** A refused new payment: a payment still waiting (a boleto) stays valid, and the shopper is told so. */
const refusedPayment = (order: Order) =>
  t(order.financial_status?.current === 'pending' ? 'account.payment_refused_kept' : 'account.payment_refused')

/**
 * The platform's own words for a refusal (a 409 with a message); a refused payment (402) in ours, saying the payment
 * in force still stands; else nothing: the screen shows the generic message.
 */
function refusal(e: unknown, order: Order): string {
  const body = e as { status?: number; body?: { message?: unknown } } | null
  if (body?.status === 402) return refusedPayment(order)
  return body?.status === 409 && typeof body.body?.message === 'string' ? body.body.message.slice(0, 200) : ''
}

/** The PATCH body of an action; a card is tokenised first, so only the gateway's token is sent. */
async function bodyOf(action: OrderAction, value?: string, payment?: NewPayment) {
  if (action !== 'change_payment_method') return patchFor(action, value)
  if (payment?.method !== 'credit_card') return patchFor(action, 'banking_billet')
  const doc = passport.$customer.get()?.doc_number ?? ''
  const n = payment.installments
  const { credit_card } = await cardTransaction(payment.gateway, payment.card, n, doc, payment.saved)
  return {
    ...patchFor(action, 'credit_card'),
    credit_card: { hash: credit_card.hash },
    ...(n > 1 ? { installments_number: n } : {})
  }
}

export async function runAction(
  order: Order,
  action: OrderAction,
  value?: string,
  payment?: NewPayment
): Promise<ActionResult> {
  if (action === 'buy_again') {
    const items = order.items ?? []
    const plan = planBuyAgain(
      items,
      await productsByIds(
        api,
        items.map((i) => i.product_id)
      )
    )
    for (const line of plan.lines) cart.addItem(line)
    return { unavailable: plan.unavailable, changed: plan.changed }
  }
  try {
    const updated = await api.passport(orderPath(order._id), {
      method: 'PATCH',
      body: await bodyOf(action, value, payment),
      auth: passport.credentials(),
      schema: Order
    })
    // A platform that records the refused attempt on the order answers with it unauthorized: the same verdict.
    if (action === 'change_payment_method' && updated.financial_status?.current === 'unauthorized')
      return { refused: refusedPayment(order), updated }
    return { order: updated }
  } catch (e) {
    const why = refusal(e, order)
    if (why) return { refused: why }
    throw e
  }
}
