import { afterOrder, type SentLine } from '#core/checkout/attempt'
import { cartWritten } from '#core/cart/order-lock'
import { hashUser } from '#core/integrations/user-data'
import { LAST_ORDER_KEY } from '#core/passport/session-data'
import { bus, cart, localStore } from '#core/page/context'
import type { CheckoutAnswer } from '#core/schemas/modules'
import { Order } from '#core/schemas/order'
import { $draft, clearDraft } from '#widgets/checkout/state/draft'
import { writeJson } from '#widgets/checkout/state/storage'

/**
 * After the order is known: remember it for the confirmation, tell listeners, then take out of the cart only the lines
 * the order sent (a line another tab added meanwhile stays), and wait until that is stored before the order's lock is
 * let go, so another tab never sees those lines again. The purchase event waits for the buyer's hashed e-mail and
 * phone, and a listener still finds the lines bought in the cart.
 */
export async function finishOrder(
  answer: CheckoutAnswer,
  paid: { programs?: unknown; points?: number },
  navigate: (p: string) => void,
  sent: readonly SentLine[]
) {
  // The points programs go along so the confirmation can say how many points the order earned, and the points paid
  // so it shows the total the review did.
  // When it arrived, by this device's clock: a Pix code's time left counts from then.
  writeJson(LAST_ORDER_KEY, {
    ...answer,
    loyalty_points_programs: paid.programs,
    points_paid: paid.points,
    received_at: Date.now()
  })
  const parsed = Order.safeParse(answer.order)
  try {
    // A visitor who gave registration data now has a customer record on the platform: that is the sign-up (GA4
    // sign_up). Only the record's id goes on the bus, never the data typed.
    if ($draft.get().visitor) bus.emit('passport:signup', { customer: { _id: parsed.data?.buyers?.[0]?._id } })
    const { email, phone } = $draft.get().buyer
    const user = await hashUser({ email, phone })
    const ids = new Set(sent.map((l) => l._id))
    const items = cart.data.items.filter((i) => ids.has(i._id))
    if (parsed.success) bus.emit('checkout:purchase', { order: parsed.data, items, user })
  } catch (e) {
    // The order exists: a failing listener must neither keep the cart nor show the shopper an error.
    console.error('[vitrine] a purchase listener failed', e)
  }
  const { remove, keep } = afterOrder(cart.data, sent)
  for (const id of remove) cart.removeItem(id)
  for (const line of keep) cart.setItemQnt(line._id, line.quantity)
  // A cart the order emptied was bought: the next one is a new cart. Lines another tab added keep theirs.
  if (cart.data.items.length === 0) cart.reset()
  await cartWritten(localStore())
  clearDraft()
  navigate(`confirmation/${answer.order._id}/${answer.order.number}`)
}
