import { useStore } from '@nanostores/react'
import { addressKey } from '../../../../core/account/address-key'
import { useEffect, useRef, useState } from 'react'
import { type PaymentSummary, paymentSummary } from '../../../../core/checkout/payment-summary'
import { splitPoints } from '../../../../core/checkout/points'
import { holderFromBuyer } from '../../../../core/checkout/card-input'
import type { Totals } from '../../../../core/checkout/totals'
import { paymentDiscount } from '../../../../core/money/discounts'
import { isPix, pixDiscountOption } from '../../../../core/payments/pix'
import { lineAddress } from '../../../../core/parse/address'
import { passport } from '../../../../core/page/passport'
import { bus, cart, money, t } from '../../../../core/runtime'
import type { Address, Customer } from '../../../../core/schemas/customer'
import { focusFirstInvalid } from '../../parts/Field'
import { periodOfFlags } from '../../../../core/account/subscription'
import { CouponNote } from '../../parts/CouponForm'
import { SubscriptionNote } from '../../parts/SubscriptionNote'
import { TotalsView } from '../../parts/Totals'
import { $chosenService, $totals, refuseCoupon } from '../../state/cart-state'
import { $draft, patchDraft } from '../../state/draft'
import { $heldCustomer } from '../../state/held-customer'
import { CardFields, type CardErrors, type CardState } from './CardFields'
import { PointsField, pointsBalance } from './PointsField'
import { Identification } from './Identification'
import { cardErrors, noticeLink, noticeText, usePlaceOrder, type Notice } from './use-place-order'
import { loadCardRules } from '../../state/card-rules'
import { useCardOnFile } from '../../state/saved-cards'
import { ReviewItems } from '../../parts/ReviewItems'
import { usePayments } from './use-payments'
import { warmConfirmation } from '../confirmation/warm'
import { StepForm } from '../../parts/StepForm'
import { preferredMethod } from '../../../../core/checkout/returning'
import { lastUsed, rememberUsed } from '../../state/last-used'
import { ReviewChoices, useReviewQuote } from './ReviewChoices'
import { savePurchaseDetails } from '../../state/purchase-details'
import { useErrors } from '../../parts/use-errors'
import { RetryButton } from '../../parts/RetryButton'
import { useRefocus } from '../../parts/use-refocus'
import { ShippingNeeded, useQuoteWait } from '../../parts/use-quote-wait'

const EMPTY_CARD: CardState = { holder: '', number: '', expiry: '', cvv: '' }

type Payments = ReturnType<typeof usePayments>['answer']
type Gateway = NonNullable<Payments>['payment_gateways'][number]

/** The methods offered (loyalty points are a part payment, not a method) and the one chosen, the first by default. */
function usePaymentMethod(payments: Payments, chosen: string, last?: string) {
  const gateways = (payments?.payment_gateways ?? []).filter((g) => g.payment_method.code !== 'loyalty_points')
  const method = preferredMethod(
    gateways.map((g) => g.payment_method.code),
    chosen,
    last
  )
  useEffect(() => {
    if (method) bus.emit('checkout:payment', { cart: cart.data, method })
  }, [method])
  return { gateways, method, gateway: gateways.find((g) => g.payment_method.code === method) }
}

/** The delivery address chosen: a saved one by its key, else the default saved one, else the one typed. */
function chosenAddress(customer: Customer | null | undefined, draft: ReturnType<typeof $draft.get>): Address {
  return (
    customer?.addresses?.find((a) => addressKey(a) === draft.addressId) ??
    (draft.addressId ? undefined : customer?.addresses?.find((a) => a.default)) ??
    (draft.address as Address)
  )
}

/** The discount of a method paid at once (boleto: the store's discount option; Pix: its gateway's), if any. */
function cashDiscount(gateway: Gateway | undefined, payments: Payments) {
  if (gateway?.payment_method.code === 'banking_billet') return payments?.discount_option
  return isPix(gateway) ? pixDiscountOption([gateway]) : undefined
}

/** One radio per method; boleto and Pix show their discount and the total it gives before they are chosen. */
function MethodChoice({
  gateways,
  method,
  payments,
  rest,
  legend
}: {
  gateways: Gateway[]
  method: string
  payments: Payments
  rest: number
  /** Shown when the step's heading is not the method's (a returning customer's review). */
  legend?: boolean
}) {
  const offer = (g: Gateway) => {
    const discount = cashDiscount(g, payments)
    const total = discount ? paymentDiscount(rest, discount, { total: true }) : null
    if (!discount || total === null || total >= rest) return ''
    const key = isPix(g) ? 'checkout.pix_discount' : 'checkout.boleto_discount'
    return ` · ${t(key, { value: discount.value, total: money(total) })}`
  }
  return (
    // The step's heading already shows these words: the group keeps them as its name, not as a second text.
    <fieldset aria-label={legend ? undefined : t('checkout.payment_method')}>
      {legend ? <legend>{t('checkout.payment_method')}</legend> : null}
      {gateways.map((g) => (
        <label key={g.payment_method.code} className="vt-choice">
          <input
            type="radio"
            name="method"
            checked={method === g.payment_method.code}
            onChange={() => patchDraft({ method: g.payment_method.code })}
          />
          {g.label}
          {offer(g)}
        </label>
      ))}
    </fieldset>
  )
}

interface ReviewProps {
  email: string
  address: Address
  service?: { label?: string } | null
  totals: Totals
  summary: PaymentSummary
  pix: boolean
  /** The step's own heading already says 'Revisão do pedido' (a returning customer's review). */
  returning: boolean
}

/** The order as it will be placed: buyer, address, shipping service, totals with what the payment changes. */
function Review({ email, address, service, totals, summary, pix, returning }: ReviewProps) {
  // The platform makes the order the subscription when its lines carry a period.
  const period = cart.data.items.map((i) => periodOfFlags(i.flags)).find(Boolean)
  return (
    <>
      {/* A part of the step, under its heading; one heading per name on the page. */}
      <h3>{t(returning ? 'checkout.order_summary' : 'checkout.review')}</h3>
      <ReviewItems />
      <p>
        {email} · {lineAddress(address)}
      </p>
      {service ? (
        <p>
          {t('checkout.shipping_method')}: {service.label}
        </p>
      ) : null}
      <CouponNote />
      {period ? <SubscriptionNote period={period} /> : null}
      <TotalsView totals={totals} payment={summary} pix={pix} />
    </>
  )
}

/** list_payments did not answer: say so, and let the shopper ask again (nothing typed is lost, it is in the draft). */
function PaymentsFailed({ retry, busy }: { retry(): void; busy: boolean }) {
  return (
    <div className="vt-checkout__step">
      <p role="alert">{t('error.payments_unavailable')}</p>
      <RetryButton busy={busy} retry={retry} />
    </div>
  )
}

/** Why the last press made no order, with the way to fix it: the cart, the coupon, the delivery. */
function NoticeView({ notice }: { notice: Notice }) {
  const link = noticeLink(notice)
  return (
    <div className="vt-form-error" role="alert" data-notice={notice.kind}>
      <p>{noticeText(notice)}</p>
      {link ? (
        <a className="vt-button" href={link.href}>
          {link.label}
        </a>
      ) : null}
    </div>
  )
}

/** What the order costs with the method and plan chosen (the boleto's discount, a card plan's interest). */
function summaryOf(
  points: ReturnType<typeof splitPoints>,
  method: string,
  payments: Payments,
  gateway: Gateway | undefined,
  installments: number
) {
  return paymentSummary(points, {
    boleto: cashDiscount(gateway, payments),
    installment:
      method === 'credit_card' ? gateway?.installment_options?.find((o) => o.number === installments) : undefined
  })
}

/** Payment from list_payments, the order's summary, and the one button that places it. */
/** What the confirmation lists besides the order: the items, where they go and each payment, as the review showed them. */
function keepPurchaseDetails(address: Address, service: string, pointsPaid: number, method: string, charged: number) {
  savePurchaseDetails({
    items: cart.data.items.map((i) => ({
      name: i.name ?? '',
      quantity: i.quantity,
      total: (i.final_price ?? i.price) * i.quantity
    })),
    address: lineAddress(address),
    service,
    payments: [
      ...(pointsPaid > 0 ? [{ label: t('checkout.points_paid'), amount: pointsPaid }] : []),
      { label: method, amount: charged }
    ]
  })
}

/** What replaced a failure (the form after a retry) takes the focus the retry button had. */
function useRetryFocus(payments: Payments) {
  return useRefocus<HTMLDivElement>(
    payments === null ? 'failed' : payments ? 'ready' : 'loading',
    '[data-step-heading]'
  )
}

/** The stores the payment step reads, and the points split they give. */
function useStepState() {
  const totals = useStore($totals)
  const draft = useStore($draft)
  // A session that ended leaves its record held until the login again: the review stays the customer's.
  const held = useStore($heldCustomer)
  const customer = useStore(passport.$customer) ?? held
  const service = useStore($chosenService)
  const balance = pointsBalance(customer)
  return {
    totals,
    draft,
    customer,
    held,
    service,
    balance,
    points: splitPoints(draft.points, balance, totals.subtotal, totals.total)
  }
}

/**
 * The order refused the coupon: said next to the coupon field (with 'Remover cupom'), not as the step's error with a
 * way back to the cart; focus goes to that message, and the next press sends the order without the code.
 */
function useCouponRefusal<T extends { current: HTMLElement | null }>(
  notice: Notice | undefined,
  clear: () => void,
  box: T
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per notice; clear and the box are stable
  useEffect(() => {
    if (notice?.kind !== 'coupon') return
    clear()
    void refuseCoupon(notice.message)
    // The coupon form renders once the refusal is stored: focus its message then.
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('.vt-coupon__refused p')?.focus())
  }, [notice])
  return box
}

/** 'Finalizar pedido', saying what it waits for; above it, why it cannot go on without a shipping service. */
function PlaceButton({ busy, slow, quote }: { busy: boolean; slow: boolean; quote: ReturnType<typeof useQuoteWait> }) {
  const waiting = busy || quote.waiting
  const label = busy
    ? t(slow ? 'checkout.still_processing' : 'checkout.processing')
    : t(quote.waiting ? 'checkout.waiting_shipping' : 'checkout.place_order')
  return (
    <>
      {quote.missing ? <ShippingNeeded /> : null}
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus on the page, so after a refusal the
        shopper would start again from the top; place() and the quote wait ignore presses meanwhile. */}
      <button
        type="submit"
        className="vt-button vt-button--primary"
        aria-disabled={waiting || undefined}
        aria-busy={waiting}
      >
        {label}
      </button>
    </>
  )
}

/** The card part's state: what was typed, its errors, and the card on file chosen (useCardOnFile). */
function useCardChoice(gateway: Gateway | undefined) {
  // What was typed stays in memory only (never the draft, never our APIs).
  const [typed, setCard] = useState<CardState>(() => ({
    ...EMPTY_CARD,
    holder: holderFromBuyer($draft.get().buyer.name)
  }))
  const { errors, setErrors, edited } = useErrors<CardErrors>()
  return {
    ...useCardOnFile(typed, gateway),
    errors,
    setErrors,
    update(c: CardState) {
      edited(typed, c)
      setCard(c)
    }
  }
}

/** The card fields with the cards on file, the instalments kept in the draft. */
function CardPart({
  paying,
  ...choice
}: {
  paying: ReturnType<typeof useCardChoice>
  gateway: Gateway
  amount: number
  installments: number
}) {
  return (
    <CardFields
      card={paying.card}
      cards={paying.cards}
      canSave={paying.canSave}
      setCard={paying.update}
      errors={paying.errors}
      setInstallments={(n) => patchDraft({ installments: n })}
      {...choice}
    />
  )
}

/**
 * A session that ended at the order is asked to log in by the route, above the step; when it cannot be (the session was
 * not this draft's), the login is offered here, under the form, keeping what was typed.
 */
export function PaymentStep({ navigate }: { navigate(p: string): void }) {
  const { totals, draft, customer, held, service, balance, points } = useStepState()
  const { answer: payments, retry, retrying } = usePayments(totals, points.rest)
  const form = useRef<HTMLFormElement>(null)
  const { busy, slow, notice, place, clear } = usePlaceOrder(navigate)
  useEffect(warmConfirmation, [])
  const box = useCouponRefusal(notice, clear, useRetryFocus(payments))
  const { gateways, method, gateway } = usePaymentMethod(payments, draft.method, lastUsed(customer?._id).method)
  const returning = (passport.checkLogin() || Boolean(held)) && customer?.addresses?.some((a) => a.zip)
  useReviewQuote(returning ? customer : undefined)
  const summary = summaryOf(points, method, payments, gateway, draft.installments)
  const address = chosenAddress(customer, draft)
  const paying = useCardChoice(method === 'credit_card' ? gateway : undefined)
  const submit = async () => {
    // The card rules load with the card fields; awaiting them here only matters when the shopper is faster.
    const e = method === 'credit_card' ? cardErrors(paying.card, await loadCardRules(), paying.saved) : {}
    paying.setErrors(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v as 'field.required')])))
    if (Object.keys(e).length) return focusFirstInvalid(form.current)
    if (!quote.ready(Boolean(service)) || !service) return
    rememberUsed(customer?._id, { method, service: service.service_code })
    keepPurchaseDetails(address, service.label, points.value, gateway?.label ?? method, summary.charged)
    const programs = payments?.loyalty_points_programs
    void place({
      method,
      gateway,
      card: paying.card,
      saved: paying.saved,
      service,
      address,
      pointsValue: points.value,
      programs
    })
  }
  const quote = useQuoteWait(form, () => void submit())
  return <div ref={box}>{view()}</div>
  function view() {
    if (payments === undefined) return <p role="status">{t('common.loading')}</p>
    if (payments === null) return <PaymentsFailed retry={retry} busy={retrying} />
    if (!gateways.length) return <p role="alert">{t('error.no_payment_method')}</p>
    return (
      <>
        {paymentForm()}
        {notice?.kind === 'session' ? <Identification next={clear} /> : null}
      </>
    )
  }
  function paymentForm() {
    return (
      <StepForm
        formRef={form}
        title={t(returning ? 'checkout.review' : 'checkout.payment_method')}
        onSubmit={() => void submit()}
      >
        {returning && customer ? <ReviewChoices customer={customer} navigate={navigate} /> : null}
        <MethodChoice gateways={gateways} method={method} payments={payments} rest={points.rest} legend={returning} />
        {method === 'credit_card' && gateway ? (
          <CardPart paying={paying} gateway={gateway} amount={points.rest} installments={draft.installments} />
        ) : null}
        {balance > 0 ? <PointsField balance={balance} split={points} /> : null}
        <Review
          email={draft.buyer.email}
          address={address}
          service={service}
          totals={totals}
          summary={summary}
          pix={isPix(gateway)}
          returning={Boolean(returning)}
        />
        {notice ? <NoticeView notice={notice} /> : null}
        <PlaceButton busy={busy} slow={slow} quote={quote} />
      </StepForm>
    )
  }
}
