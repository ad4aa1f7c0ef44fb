import { useStore } from '@nanostores/react'
import { money, t } from '../../../core/runtime'
import type { Totals as TotalsData } from '../../../core/checkout/totals'
import { $totals } from '../state/cart-state'

export function TotalsView({ totals }: { totals: TotalsData }) {
  return (
    <dl className="vt-totals" aria-live="polite">
      <dt>{t('cart.subtotal')}</dt>
      <dd data-total="subtotal">{money(totals.subtotal)}</dd>
      {totals.discount ? (
        <>
          <dt>{t('checkout.discount')}</dt>
          <dd data-total="discount">−{money(totals.discount)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.freight')}</dt>
      <dd data-total="freight">{money(totals.freight)}</dd>
      <dt>{t('cart.total')}</dt>
      <dd data-total="total">
        <strong>{money(totals.total)}</strong>
      </dd>
    </dl>
  )
}

/** The cart's totals, live with quantity, shipping and discount changes. */
export function Totals() {
  return <TotalsView totals={useStore($totals)} />
}
