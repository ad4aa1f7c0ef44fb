import { useStore } from '@nanostores/react'
import { money, t } from '../../../core/runtime'
import type { PaymentSummary } from '../../../core/checkout/payment-summary'
import type { Totals as TotalsData } from '../../../core/checkout/totals'
import { $chosenService, $totals } from '../state/cart-state'

/** One optional row: shown only when it has an amount; `sign` says whether it is taken off or added. */
function Row({ label, value, name, sign }: { label: string; value: number; name: string; sign: '−' | '+' }) {
  return value ? (
    <>
      <dt>{label}</dt>
      <dd data-total={name}>
        {sign}
        {money(value)}
      </dd>
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
  pix
}: {
  totals: TotalsData
  payment?: PaymentSummary
  /** The method chosen is Pix: its discount is named so. */
  pix?: boolean
  /** No service chosen yet: the freight says so instead of reading as free. */
  freightPending?: boolean
}) {
  return (
    <dl className="vt-totals" aria-live="polite">
      <dt>{t('cart.subtotal')}</dt>
      <dd data-total="subtotal">{money(totals.subtotal)}</dd>
      <Row label={t('checkout.discount')} value={totals.discount} name="discount" sign="−" />
      <dt>{t('checkout.freight')}</dt>
      <dd data-total="freight">{freightPending ? t('shipping.to_calculate') : money(totals.freight)}</dd>
      <Row
        label={t(pix ? 'checkout.pix_off' : 'checkout.boleto_off')}
        value={payment?.methodDiscount ?? 0}
        name={pix ? 'pix' : 'boleto'}
        sign="−"
      />
      <Row label={t('checkout.interest')} value={payment?.interest ?? 0} name="interest" sign="+" />
      <dt>{t('cart.total')}</dt>
      <dd data-total="total">
        <strong>{money(payment?.total ?? totals.total)}</strong>
      </dd>
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

/** The cart's totals, live with quantity, shipping and discount changes. */
export function Totals() {
  return <TotalsView totals={useStore($totals)} freightPending={!useStore($chosenService)} />
}
