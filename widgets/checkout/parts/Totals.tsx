import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { money, t } from '#core/page/context'
import type { PaymentSummary } from '#core/checkout/payment-summary'
import type { Totals as TotalsData } from '#core/checkout/totals'
import { $refusedCoupon } from '../state/coupon-verdict'
import { $chosenService, $coupon, $discount, $pending, $totals } from '../state/cart-state'

/** What is still waiting for an answer, and whether the discount row keeps its place meanwhile. */
export interface TotalsPending {
  discount: boolean
  freight: boolean
  total: boolean
  /** A coupon or a discount is known: its row stays while the new figure is asked, so nothing below moves. */
  keepDiscount: boolean
}

/**
 * A figure, or, while the answer it depends on is out, a dimmed '…' marked busy: the figure computed with the answer
 * for the cart before would be a wrong amount on screen for a moment.
 */
function Figure({ name, busy, children }: { name: string; busy?: boolean; children: ReactNode }) {
  return busy ? (
    <dd data-total={name} aria-busy="true" className="vt-totals__pending">
      <span aria-hidden="true">…</span>
      <span className="vt-sr">{t('checkout.figure_pending')}</span>
    </dd>
  ) : (
    <dd data-total={name}>{children}</dd>
  )
}

/** One optional row: shown only when it has an amount (or `keep`); `sign` says whether it is taken off or added. */
function Row(props: { label: string; value: number; name: string; sign: '−' | '+'; busy?: boolean; keep?: boolean }) {
  const { label, value, name, sign, busy } = props
  return value || (busy && props.keep) ? (
    <>
      <dt>{label}</dt>
      <Figure name={name} busy={busy}>
        {sign}
        {money(value)}
      </Figure>
    </>
  ) : null
}

/**
 * The cart's totals; with `payment` (the payment step), what the method chosen changes: the boleto discount or card
 * interest in the total, then the part paid with points and what is left to pay.
 */
export function TotalsView({
  totals,
  payment,
  freightPending,
  pix,
  pending
}: {
  totals: TotalsData
  payment?: PaymentSummary
  /** The method chosen is Pix: its discount is named so. */
  pix?: boolean
  /** No service chosen yet: the freight says so instead of reading as free. */
  freightPending?: boolean
  /** Figures waiting for apply_discount or calculate_shipping. */
  pending?: TotalsPending
}) {
  return (
    <dl className="vt-totals" aria-live="polite">
      <dt>{t('cart.subtotal')}</dt>
      <dd data-total="subtotal">{money(totals.subtotal)}</dd>
      <Row
        label={t('checkout.discount')}
        value={totals.discount}
        name="discount"
        sign="−"
        busy={pending?.discount}
        keep={pending?.keepDiscount}
      />
      <dt>{t('checkout.freight')}</dt>
      <Figure name="freight" busy={pending?.freight}>
        {freightPending ? t('shipping.to_calculate') : money(totals.freight)}
      </Figure>
      <Row
        label={t(pix ? 'checkout.pix_off' : 'checkout.boleto_off')}
        value={payment?.methodDiscount ?? 0}
        name={pix ? 'pix' : 'boleto'}
        sign="−"
      />
      <Row label={t('checkout.interest')} value={payment?.interest ?? 0} name="interest" sign="+" />
      <dt>{t('cart.total')}</dt>
      <Figure name="total" busy={pending?.total}>
        <strong>{money(payment?.total ?? totals.total)}</strong>
      </Figure>
      <Row label={t('checkout.points_paid')} value={payment?.points ?? 0} name="points" sign="−" />
      {payment?.points ? (
        <>
          <dt>{t('checkout.rest_to_pay')}</dt>
          <dd data-total="charged">{money(payment.charged)}</dd>
        </>
      ) : null}
    </dl>
  )
}

/** The cart's totals, live with quantity, shipping and discount changes; a figure still being asked shows as such. */
export function Totals() {
  const pending = useStore($pending)
  const coupon = useStore($coupon)
  const refused = useStore($refusedCoupon)
  const rule = useStore($discount).rule
  // A refused coupon grants nothing: its row is not held open for an answer that will most likely say so again.
  const keepDiscount = Boolean((coupon && coupon !== refused) || rule)
  return (
    <TotalsView
      totals={useStore($totals)}
      freightPending={!useStore($chosenService)}
      pending={{ ...pending, keepDiscount }}
    />
  )
}
