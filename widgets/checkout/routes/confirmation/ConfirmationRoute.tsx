import { useEffect, useState } from 'react'
import { confirmedTotal } from '#core/checkout/payment-summary'
import { paymentsOf, safeLink } from '#core/account/order-detail'
import { orderPoints } from '#core/money/loyalty'
import { formatPoints } from '#core/format/points'
import { bus, money, settings, t } from '#core/page/context'
import { isPix } from '#core/payments/pix'
import { CheckoutAnswer } from '#core/schemas/modules'
import { LoyaltyPointsPrograms } from '#core/schemas/payment'
import { copyText } from '#widgets/ui/copy-text'
import { PaymentParts } from '#widgets/checkout/parts/PaymentParts'
import { planText } from '#widgets/checkout/parts/plan-text'
import { recurrenceOf, SubscriptionNote } from '#widgets/checkout/parts/SubscriptionNote'
import type { RouteProps } from '#widgets/checkout/route-types'
import { PixPayment } from '#widgets/checkout/parts/pix/PixPayment'
import { readJson, writeJson } from '#widgets/checkout/state/storage'
import { LAST_ORDER_KEY } from '#core/passport/session-data'
import { ConfirmationDetails } from './ConfirmationDetails'

/**
 * Status of the order in Portuguese, keyed by the platform's value (unknown values are shown as they come). The
 * prefixes are written with their dot ('payment_status.'): that is how the build finds which labels this route needs.
 */
const status = (prefix: 'payment_status.' | 'fulfillment_status.' | 'order_status.', value?: string) => {
  if (!value) return ''
  const label = t(`${prefix}${value}` as 'order_status.open')
  return label === `${prefix}${value}` ? value : label
}

function BilletCode({ code, link }: { code: string; link?: string }) {
  const [note, setNote] = useState<string>()
  const copy = async () => setNote(t((await copyText(code)) ? 'payment.copied' : 'error.clipboard'))
  return (
    <div className="vt-billet">
      <p>
        {t('payment.billet_code')}: <span className="vt-billet-code">{code}</span>
      </p>
      <button
        type="button"
        className="vt-button"
        onClick={() => {
          void copy()
        }}
      >
        {t('payment.copy_code')}
      </button>
      {link ? (
        <a className="vt-button" href={link} target="_blank" rel="noopener">
          {t('checkout.open_billet')}
        </a>
      ) : null}
      <p role="status">{note ?? ''}</p>
      <p>{t('payment.billet_due')}</p>
    </div>
  )
}

/** A boleto the app gave without its line: the way to open it, when there is one, and its due rule. */
function BilletLink({ link }: { link: string | undefined }) {
  return (
    <div className="vt-billet">
      {link ? (
        <a className="vt-button" href={link} target="_blank" rel="noopener">
          {t('checkout.open_billet')}
        </a>
      ) : null}
      <p>{t('payment.billet_due')}</p>
    </div>
  )
}

/**
 * #/confirmation/{order_id}: the order the checkout just placed (kept for this browser session, until a logout). Any
 * other id — an old link, another browser, a typed URL, a logout since — goes to the account's order page, which asks
 * for the login and shows the order only to its buyer: this page must never say "Pedido realizado" for an order it
 * has not seen.
 */
export default function ConfirmationRoute({ params, navigate }: RouteProps) {
  // A logout (any widget, any tab) has removed the stored order: read again, the page becomes the order's own, which
  // asks for the login, and the delivery address leaves the screen with the customer.
  const [, reread] = useState(0)
  useEffect(() => {
    const gone = () => reread((n) => n + 1)
    bus.on('passport:logout', gone)
    return () => bus.off('passport:logout', gone)
  }, [])
  const stored = readJson(LAST_ORDER_KEY) as {
    loyalty_points_programs?: unknown
    points_paid?: unknown
    received_at?: unknown
  } | null
  const parsed = CheckoutAnswer.safeParse(stored)
  const answer = parsed.success && parsed.data.order._id === params.orderId ? parsed.data : null
  const known = answer !== null
  // A Pix order's status moves while this page is open: the watch below tells it.
  const [financial, setFinancial] = useState<string>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigate is the router's stable function
  useEffect(() => {
    if (!known) navigate(`account/orders/${encodeURIComponent(params.orderId ?? '')}`, true)
  }, [known, params.orderId])
  if (!answer) return <p role="status">{t('common.loading')}</p>
  const { order, transaction } = answer
  const billet = transaction.banking_billet
  const plan = transaction.installments
  const points = typeof stored?.points_paid === 'number' && stored.points_paid > 0 ? stored.points_paid : 0
  // The review's total: a card plan with interest charges its instalments.
  const total = confirmedTotal(order.amount?.total ?? 0, points, plan)
  // The points programs were stored with the answer, so the order's points can be told.
  const programs = LoyaltyPointsPrograms.safeParse(stored?.loyalty_points_programs)
  const earned = programs.success ? orderPoints(order.amount, programs.data) : null
  const paid = order.financial_status?.current === 'paid'
  const recurrence = recurrenceOf(order)
  // The answer's order lists its transactions (points and the rest); an answer without them has the one transaction.
  const parts = paymentsOf({
    transactions: Array.isArray(order.transactions) ? order.transactions : [transaction],
    amount: order.amount
  })
  return (
    <div className="vt-confirmation">
      <h1 tabIndex={-1}>{t('checkout.order_placed')}</h1>
      <p className="vt-confirmation__number">{t('checkout.order_number', { number: order.number })}</p>
      {recurrence ? <SubscriptionNote period={recurrence.period} next={recurrence.next} /> : null}
      <dl className="vt-totals">
        <dt>{t('orders.payment_status')}</dt>
        <dd>{status('payment_status.', financial ?? order.financial_status?.current)}</dd>
        {order.fulfillment_status ? (
          <>
            <dt>{t('orders.fulfillment_status')}</dt>
            <dd>{status('fulfillment_status.', order.fulfillment_status.current)}</dd>
          </>
        ) : null}
        <dt>{t('orders.status')}</dt>
        <dd>{status('order_status.', order.status)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd>{money(total)}</dd>
        {plan && plan.number > 1 ? (
          <>
            <dt>{t('checkout.payment_method')}</dt>
            <dd>{planText(plan)}</dd>
          </>
        ) : null}
      </dl>
      {parts.length > 1 || parts[0]?.code === 'loyalty_points' ? <PaymentParts parts={parts} plans={false} /> : null}
      {billet?.code ? (
        <BilletCode code={billet.code} link={safeLink(billet.link ?? transaction.payment_link)} />
      ) : billet ? (
        <BilletLink link={safeLink(billet.link ?? transaction.payment_link)} />
      ) : null}
      {isPix(transaction) ? (
        <PixPayment
          orderId={order._id}
          transaction={transaction}
          receivedAt={typeof stored?.received_at === 'number' ? stored.received_at : undefined}
          financial={order.financial_status?.current}
          orderStatus={order.status}
          onStatus={setFinancial}
          // A reload of this page shows the new code, not the expired one.
          onRenewed={(tx, at) => writeJson(LAST_ORDER_KEY, { ...stored, transaction: tx, received_at: at })}
        />
      ) : null}
      {earned ? (
        <p className="vt-confirmation__points">
          {t(paid ? 'checkout.points_earned' : 'checkout.points_pending', {
            points: formatPoints(earned.points, settings.lang)
          })}
        </p>
      ) : null}
      <ConfirmationDetails orderId={order._id} billet={billet} />
    </div>
  )
}
