import { useRef, useState } from 'react'
import { idempotencyKey } from '../../../../core/checkout/idempotency'
import { passport } from '../../../../core/page/passport'
import { hashUser } from '../../../../core/page/user-data'
import { bus, cart, settings, type t } from '../../../../core/runtime'
import type { Address } from '../../../../core/schemas/customer'
import type { CheckoutAnswer, PaymentGateway, ShippingService } from '../../../../core/schemas/modules'
import { Order } from '../../../../core/schemas/order'
import { loadCardRules, type CardRules } from '../../state/card-rules'
import { tokenise } from '../../state/gateway'
import { $draft, clearDraft } from '../../state/draft'
import { orderBody } from '../../state/order-body'
import { failureMessage, sendOrder } from '../../state/place-order'
import { writeJson } from '../../state/storage'
import type { CardErrors, CardState } from './CardFields'

type Key = Parameters<typeof t>[0]
export const LAST_ORDER_KEY = 'vitrineLastOrder'

/** Label keys of the card's problems: brand, length per brand and Luhn; expiry; the brand's security-code size. */
export function cardErrors(c: CardState, rules: CardRules): CardErrors {
  const e: CardErrors = {}
  if (c.holder.trim().length < 2) e.holder = 'field.required'
  if (!rules.validCardNumber(c.number)) e.number = 'error.invalid_card'
  if (!rules.validExpiry(c.expiry)) e.expiry = 'field.expiry'
  if (!rules.validCvv(c.cvv.trim(), rules.cardBrand(c.number))) e.cvv = 'field.cvv'
  return e
}

/** The card's transaction part: tokenised by the gateway's script in the browser; only the token leaves it. */
export async function cardTransaction(gateway: PaymentGateway, c: CardState, installments: number, doc: string) {
  const [month, year] = c.expiry.split('/').map((x) => Number(x.trim()))
  const { cardBrand, cardDigits } = await loadCardRules()
  // The brand goes to the gateway's tokeniser and, as `company`, on the order.
  const brand = cardBrand(c.number)
  const digits = cardDigits(c.number)
  const hash = await tokenise(gateway, {
    name: c.holder.trim(),
    doc,
    number: digits,
    cvc: c.cvv.trim(),
    month: month!,
    year: year! < 100 ? 2000 + year! : year!,
    brand
  })
  return {
    credit_card: { hash, holder_name: c.holder.trim(), last_digits: digits.slice(-4), company: brand },
    installments_number: installments
  }
}

/**
 * After the order exists: remember it for the confirmation, tell listeners, and only then empty the cart. The purchase
 * event waits for the buyer's hashed e-mail and phone (a task or two), and the cart is emptied after it, so a listener
 * still finds the lines it bought in the cart.
 */
async function done(answer: CheckoutAnswer, programs: unknown, navigate: (p: string) => void) {
  // The points programs go along so the confirmation can say how many points the order earned.
  // When it arrived, by this device's clock: a Pix code's time left counts from then.
  writeJson(LAST_ORDER_KEY, { ...answer, loyalty_points_programs: programs, received_at: Date.now() })
  const parsed = Order.safeParse(answer.order)
  try {
    // A visitor who gave registration data now has a customer record on the platform: that is the sign-up (GA4
    // sign_up). Only the record's id goes on the bus, never the data typed.
    if ($draft.get().visitor) bus.emit('passport:signup', { customer: { _id: parsed.data?.buyers?.[0]?._id } })
    const { email, phone } = $draft.get().buyer
    const user = await hashUser({ email, phone })
    if (parsed.success) bus.emit('checkout:purchase', { order: parsed.data, items: cart.data.items, user })
  } catch (e) {
    // The order exists: a failing listener must neither keep the cart nor show the shopper an error.
    console.error('[vitrine] a purchase listener failed', e)
  }
  cart.clear()
  cart.reset()
  clearDraft()
  navigate(`confirmation/${answer.order._id}/${answer.order.number}`)
}

export interface PlaceArgs {
  method: string
  gateway?: PaymentGateway
  card: CardState
  service: ShippingService
  address: Address
  pointsValue: number
  programs?: unknown
}

/** The attempt: its key lives until a definitive answer, so a resend after a lost answer reuses it. */
export function usePlaceOrder(navigate: (p: string) => void) {
  const key = useRef(idempotencyKey())
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const [error, setError] = useState<Key>()
  const place = async ({ method, gateway, card, service, address, pointsValue, programs }: PlaceArgs) => {
    // One attempt at a time: the button stays focusable while it runs (aria-disabled), so this is the guard.
    if (running.current) return
    running.current = true
    const draft = $draft.get()
    setBusy(true)
    setError(undefined)
    try {
      let transaction: Record<string, unknown> = { payment_method: { code: method } }
      if (method === 'credit_card' && gateway) {
        try {
          transaction = {
            ...transaction,
            ...(await cardTransaction(gateway, card, draft.installments, draft.buyer.doc))
          }
        } catch {
          setError('error.card_validation')
          return
        }
      }
      if (pointsValue > 0) transaction.loyalty_points_applied = pointsValue
      const body = orderBody({
        cart: cart.data,
        buyer: draft.buyer,
        address,
        service,
        transaction,
        session: passport.getSession(),
        lang: settings.lang,
        customerId: passport.getSession().auth?.id
      })
      const answer = await sendOrder(body, key.current)
      key.current = idempotencyKey()
      if (
        answer.transaction.status?.current === 'unauthorized' ||
        answer.order.financial_status?.current === 'unauthorized'
      ) {
        setError('error.purchase_not_approved')
        return
      }
      await done(answer, programs, navigate)
    } catch (e) {
      const message = failureMessage(e)
      // A refused request is final for this key; a lost one keeps it (the platform answers it with its first order).
      if (message === 'error.payment') key.current = idempotencyKey()
      setError(message)
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, error, place }
}
