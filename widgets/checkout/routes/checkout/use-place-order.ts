import { useEffect, useRef, useState } from 'react'
import { afterOrder, sameLines, sentLines, type Attempt, type SentLine } from '../../../../core/checkout/attempt'
import { idempotencyKey } from '../../../../core/checkout/idempotency'
import { mayExist, orderFailure, type OrderFailure } from '../../../../core/checkout/order-failure'
import { cartWritten, ORDER_LOCKED, withOrderLock } from '../../../../core/cart/order-lock'
import { passport } from '../../../../core/page/passport'
import { LAST_ORDER_KEY } from '../../../../core/passport/session-data'
import { hashUser } from '../../../../core/integrations/user-data'
import { bus, cart, localStore, settings, t } from '../../../../core/runtime'
import type { Address } from '../../../../core/schemas/customer'
import type { CheckoutAnswer, PaymentGateway, ShippingService } from '../../../../core/schemas/modules'
import { Order } from '../../../../core/schemas/order'
import { loadCardRules, type CardRules } from '../../state/card-rules'
import { GatewayError, tokenise } from '../../state/gateway'
import { gatewayAuth } from '../../state/saved-cards'
import type { CardBrand } from '../../../../core/checkout/card'
import type { SavedCard } from '../../../../core/schemas/saved-card'
import { $draft, clearDraft, setAttempt } from '../../state/draft'
import { orderBody } from '../../state/order-body'
import { findByKey, payAgain, refused, sendOrder, STILL_PROCESSING_MS } from '../../state/place-order'
import { writeJson } from '../../state/storage'
import type { CardErrors, CardState } from './CardFields'

/**
 * Label keys of the card's problems: brand, length per brand and Luhn; expiry; the brand's security-code size. A card on
 * file is checked for its security code only: the gateway holds the rest.
 */
export function cardErrors(c: CardState, rules: CardRules, saved?: SavedCard): CardErrors {
  const e: CardErrors = {}
  if (saved) {
    if (!rules.validCvv(c.cvv.trim(), saved.brand as CardBrand)) e.cvv = 'field.cvv'
    return e
  }
  if (c.holder.trim().length < 2) e.holder = 'field.required'
  if (!rules.validCardNumber(c.number)) e.number = 'error.invalid_card'
  if (!rules.validExpiry(c.expiry)) e.expiry = 'field.expiry'
  if (!rules.validCvv(c.cvv.trim(), rules.cardBrand(c.number))) e.cvv = 'field.cvv'
  return e
}

/** A card on file paid with again: its reference and the CVV typed now go to the gateway, in the customer's session. */
async function savedCardTransaction(gateway: PaymentGateway, c: CardState, saved: SavedCard, installments: number) {
  const auth = gatewayAuth()
  if (!auth) throw new GatewayError('refused')
  const hash = await tokenise(gateway, { ref: saved.ref, cvc: c.cvv.trim() }, auth)
  return {
    credit_card: { hash, last_digits: saved.last4, company: saved.brand },
    installments_number: installments
  }
}

/** The card's transaction part: tokenised by the gateway's script in the browser; only the token leaves it. */
export async function cardTransaction(
  gateway: PaymentGateway,
  c: CardState,
  installments: number,
  doc: string,
  saved?: SavedCard
) {
  if (saved) return savedCardTransaction(gateway, c, saved, installments)
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
    credit_card: {
      hash,
      holder_name: c.holder.trim(),
      last_digits: digits.slice(-4),
      company: brand,
      // Kept on file at the gateway only when the shopper asked for it.
      ...(c.save ? { save: true } : {})
    },
    installments_number: installments
  }
}

/**
 * After the order is known: remember it for the confirmation, tell listeners, then take out of the cart only the lines
 * the order sent (a line another tab added meanwhile stays), and wait until that is stored before the order's lock is
 * let go, so another tab never sees those lines again. The purchase event waits for the buyer's hashed e-mail and
 * phone, and a listener still finds the lines bought in the cart.
 */
async function done(
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

export interface PlaceArgs {
  method: string
  gateway?: PaymentGateway
  card: CardState
  /** The card on file paid with, when one is chosen. */
  saved?: SavedCard
  service: ShippingService
  address: Address
  pointsValue: number
  programs?: unknown
}

/** What the payment step shows after a press that did not end in an order. */
export type Notice =
  | OrderFailure
  | { kind: 'other_tab' }
  | { kind: 'gateway' }
  | { kind: 'card' }
  | { kind: 'unpaid'; number: number }

/** A stock refusal lowers the line to what is left (or takes it out), as the cart's own limits would. */
function clampToStock(f: Extract<OrderFailure, { kind: 'stock' }>) {
  if (f.left === undefined || !f.productId) return
  for (const line of cart.data.items) {
    if (line.product_id !== f.productId || (f.variationId && line.variation_id !== f.variationId)) continue
    if (f.left > 0) cart.setItemQnt(line._id, f.left)
    else cart.removeItem(line._id)
  }
}

/** The payment part of the order's body: the card's token (never its number), points, method. */
async function transactionOf({ method, gateway, card, saved, pointsValue }: PlaceArgs) {
  const draft = $draft.get()
  let transaction: Record<string, unknown> = { payment_method: { code: method } }
  if (method === 'credit_card' && gateway) {
    const part = await cardTransaction(gateway, card, draft.installments, draft.buyer.doc, saved)
    transaction = { ...transaction, ...part }
  }
  if (pointsValue > 0) transaction.loyalty_points_applied = pointsValue
  return transaction
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
async function placeOnce(args: PlaceArgs, navigate: (p: string) => void): Promise<Notice | undefined> {
  if (!cart.data.items.length) return undefined // another tab's order took every line: the route says the cart is empty
  const { attempt, answer: found } = await attemptFor()
  let transaction: Record<string, unknown>
  let answer = found
  if (!answer) {
    try {
      transaction = await transactionOf(args)
    } catch (e) {
      // Offline, the gateway's script or token request fails too: the connection is what to fix, not the card.
      if (!navigator.onLine) return { kind: 'offline' }
      return e instanceof GatewayError && e.reason === 'script' ? { kind: 'gateway' } : { kind: 'card' }
    }
    if (attempt.order) answer = await payAgain(attempt.key, transaction)
    else {
      const draft = $draft.get()
      const lines = new Set(attempt.lines.map((l) => l._id))
      const body = orderBody({
        cart: { ...cart.data, items: cart.data.items.filter((i) => lines.has(i._id)) },
        buyer: draft.buyer,
        address: args.address,
        service: args.service,
        transaction,
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
  await done(answer, { programs: args.programs, points: args.pointsValue }, navigate, attempt.lines)
  return undefined
}

/**
 * What a failure leaves of the attempt: a definitive refusal frees the key; a lost or unreadable answer keeps it, so
 * the next press asks for the same order instead of making another.
 */
function afterFailure(f: OrderFailure): void {
  const kept = $draft.get().attempt
  if (f.kind === 'stock') clampToStock(f)
  if (kept && !kept.order && !mayExist(f)) setAttempt(undefined)
}

export function usePlaceOrder(navigate: (p: string) => void) {
  const [busy, setBusy] = useState(false)
  const [slow, setSlow] = useState(false)
  const running = useRef(false)
  const [notice, setNotice] = useState<Notice | undefined>(() => {
    const order = $draft.get().attempt?.order
    return order ? { kind: 'unpaid', number: order.number } : undefined
  })
  const place = async (args: PlaceArgs) => {
    // One attempt at a time: the button stays focusable while it runs (aria-disabled), so this is the guard.
    if (running.current) return
    running.current = true
    setBusy(true)
    setNotice(undefined)
    const timer = setTimeout(() => setSlow(true), STILL_PROCESSING_MS)
    try {
      const result = await withOrderLock(() => placeOnce(args, navigate), localStore())
      setNotice(result === ORDER_LOCKED ? { kind: 'other_tab' } : result)
    } catch (e) {
      const f = orderFailure(e, navigator.onLine)
      afterFailure(f)
      // The platform no longer knows the token: the session ended (not a logout). The checkout then asks for the login
      // in place, above this step, which keeps everything typed; the notice would say it twice.
      if (f.kind === 'session') passport.endSession()
      setNotice(f.kind === 'session' && passport.$ended.get() ? undefined : f)
    } finally {
      clearTimeout(timer)
      running.current = false
      setBusy(false)
      setSlow(false)
    }
  }
  return { busy, slow, notice, place, clear: () => setNotice(undefined) }
}

/**
 * A reloaded checkout with an attempt in its draft asks the platform for that attempt's order before anything else:
 * an order it made is shown (or, refused, paid again), never made a second time. True while it asks.
 */
export function useAttemptLookup(navigate: (p: string) => void): boolean {
  const [asking, setAsking] = useState(() => Boolean($draft.get().attempt))
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the checkout opens; navigate is the router's stable function
  useEffect(() => {
    const attempt = $draft.get().attempt
    if (!attempt) return
    let live = true
    findByKey(attempt.key)
      .then(async (answer) => {
        if (!answer || !live) return
        if (refused(answer)) setAttempt({ ...attempt, order: { _id: answer.order._id, number: answer.order.number } })
        else await withOrderLock(() => done(answer, {}, navigate, attempt.lines), localStore())
      })
      // Not asked (offline): the key stays, and the next press sends it, answered with the order if there is one.
      .catch((e) => console.warn('[vitrine] attempt not looked up', e))
      .finally(() => live && setAsking(false))
    return () => {
      live = false
    }
  }, [])
  return asking
}

/** The words for a notice. */
export function noticeText(n: Notice): string {
  switch (n.kind) {
    case 'other_tab':
      return t('checkout.other_tab')
    case 'unpaid':
      return `${t('error.purchase_not_approved')} ${t('checkout.unpaid_order', { number: n.number })}`
    case 'gateway':
      return t('checkout.error_gateway_script')
    case 'card':
      return t('error.card_validation')
    case 'offline':
      return t('checkout.error_offline')
    case 'no_answer':
      return t('checkout.error_no_answer')
    case 'unknown':
      return t('checkout.error_unknown')
    case 'busy':
      return t('checkout.error_busy')
    case 'session':
      return t('checkout.error_session')
    case 'stock':
      return n.name && n.left !== undefined
        ? t(n.left > 0 ? 'checkout.error_stock' : 'checkout.error_sold_out', { name: n.name, left: n.left })
        : n.message || t('error.generic')
    case 'coupon':
    case 'shipping':
      return n.message || t('error.generic')
    case 'payment':
      return t('error.payment')
    default:
      return t('error.generic')
  }
}

/** Where the shopper fixes what a notice is about. */
export function noticeLink(n: Notice): { href: string; label: string } | undefined {
  if (n.kind === 'stock') return { href: '#/cart', label: t('checkout.review_cart') }
  if (n.kind === 'coupon') return { href: '#/cart', label: t('checkout.change_coupon') }
  if (n.kind === 'shipping') return { href: '#/checkout/address', label: t('checkout.change_shipping') }
  return undefined
}
