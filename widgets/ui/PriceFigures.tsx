import type { Installment } from '#core/money'
import { money, t } from '#core/page/context'

interface Props {
  value: number
  /** The struck base price and the stamp's percentage while a promotion runs; null otherwise. */
  promo: { base: number; percent: number } | null
}

/**
 * The figures every price shows, on cards and on the product page alike: while a promotion runs, a stamp ('-10%',
 * read as '10% de desconto') and the base price struck ('De R$ 100,00'), then the price ('Por R$ 90,00').
 */
export function PriceFigures({ value, promo }: Props) {
  return (
    <>
      {promo && (
        <span className="vt-price__stamp">
          <span aria-hidden="true">{t('product.discount_off', { n: promo.percent })}</span>
          <span className="vt-sr-only">{t('product.discount_spoken', { n: promo.percent })}</span>
        </span>
      )}
      {promo && (
        <s className="vt-price__base">
          <span className="vt-sr-only">{t('price.from')} </span>
          {money(promo.base)}
        </s>
      )}
      <strong className="vt-price__value">
        {promo && <span className="vt-sr-only">{t('price.for')} </span>}
        {money(value)}
      </strong>
    </>
  )
}

/** '6x de R$ 16,67 sem juros'; nothing for a single payment, which the price already says. */
export const installmentsText = (plan: Installment | null): string | false =>
  plan !== null &&
  plan.count > 1 &&
  `${t('installments.value', { count: plan.count, value: money(plan.value) })} ${t(plan.interestFree ? 'installments.interest_free' : 'installments.with_interest').toLowerCase()}`
