import { useEffect } from 'react'
import type { CheckoutEvent, OrderPhase } from '#core/checkout/machine'
import { isPix } from '#core/payments/pix'
import { passport } from '#core/page/passport'
import { t } from '#core/page/context'
import { StepForm } from '#widgets/checkout/parts/StepForm'
import { lastUsed } from '#widgets/checkout/state/last-used'
import { warmConfirmation } from '../confirmation/warm'
import { CardPart, useCardChoice } from './CardPart'
import { Identification } from './Identification'
import { MethodChoice, usePaymentMethod } from './MethodChoice'
import { NoticeView } from './NoticeView'
import { PaymentsFailed, useRetryFocus } from './PaymentsFailed'
import { PlaceButton } from './PlaceButton'
import { PointsField } from './PointsField'
import { Review } from './Review'
import { ReviewChoices, useReviewQuote } from './ReviewChoices'
import { summaryOf } from './payment-summary-of'
import { useCouponRefusal } from './use-coupon-refusal'
import { usePayments } from './use-payments'
import { usePaymentSubmit } from './use-payment-submit'
import { chosenAddress, useStepState } from './use-step-state'

interface PaymentStepProps {
  navigate(p: string): void
  /** Where the order attempt stands, from the checkout's state model. */
  order: OrderPhase
  send(e: CheckoutEvent): boolean
}

/**
 * Payment from list_payments, the order's summary, and the one button that places it. A session that ended at the
 * order is asked to log in by the route, above the step; when it cannot be (the session was not this draft's), the
 * login is offered here, under the form, keeping what was typed.
 */
export function PaymentStep({ navigate, order, send }: PaymentStepProps) {
  const { totals, draft, customer, held, service, balance, points } = useStepState()
  const { answer: payments, retry, retrying } = usePayments(totals, points.rest)
  const busy = order.phase === 'placing'
  const notice = order.phase === 'idle' ? order.notice : undefined
  const clear = () => void send({ type: 'dismiss' })
  useEffect(warmConfirmation, [])
  const box = useCouponRefusal(notice, clear, useRetryFocus(payments))
  const { gateways, method, gateway } = usePaymentMethod(payments, draft.method, lastUsed(customer?._id).method)
  const returning = (passport.checkLogin() || Boolean(held)) && customer?.addresses?.some((a) => a.zip)
  useReviewQuote(returning ? customer : undefined)
  const summary = summaryOf(points, method, payments, gateway, draft.installments)
  const address = chosenAddress(customer, draft)
  const paying = useCardChoice(method === 'credit_card' ? gateway : undefined)
  const placing = { method, gateway, paying, service, address, points, summary, payments, navigate, send }
  const { form, quote, submit } = usePaymentSubmit({ ...placing, customerId: customer?._id })
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
        <PlaceButton busy={busy} slow={order.phase === 'placing' && order.slow} quote={quote} />
      </StepForm>
    )
  }
}
