// Runs an order action against the platform. Nothing changes locally before the platform answered: a refusal comes
// back with its reason and the screen keeps the order as it was.
import { planBuyAgain } from '../../../../core/account/buy-again'
import { patchFor, type OrderAction } from '../../../../core/account/order-actions'
import { productsByIds } from '../../../../core/account/products-by-ids'
import { api } from '../../../../core/page/api'
import { passport } from '../../../../core/page/passport'
import { orderPath } from '../../../../core/passport/paths'
import { Order } from '../../../../core/schemas/order'
import { cart } from '../../../../core/runtime'

export type ActionResult = { order: Order } | { unavailable: string[] } | { refused: string }

/** The platform's own words for a refusal (a 409 with a message), else nothing: the screen shows the generic message. */
function refusal(e: unknown): string {
  const body = e as { status?: number; body?: { message?: unknown } } | null
  return body?.status === 409 && typeof body.body?.message === 'string' ? body.body.message.slice(0, 200) : ''
}

export async function runAction(order: Order, action: OrderAction, value?: string): Promise<ActionResult> {
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
    return { unavailable: plan.unavailable }
  }
  try {
    const updated = await api.passport(orderPath(order._id), {
      method: 'PATCH',
      body: patchFor(action, action === 'change_payment_method' ? 'banking_billet' : value),
      auth: passport.credentials(),
      schema: Order
    })
    return { order: updated }
  } catch (e) {
    const why = refusal(e)
    if (why) return { refused: why }
    throw e
  }
}
