import { useStore } from '@nanostores/react'
import { discountPercent, installments, onPromotion, paymentDiscount, shownPrice } from '../../core/money'
import { paymentOptions } from '../../core/page/payment-options'
import type { InstallmentsOption } from '../../core/schemas/payment'
import type { Product } from '../../core/schemas/product'
import { money, t } from '../../core/runtime'
import { PriceLine } from './PriceLine'

interface Props {
  product: Product
  installmentsOption?: InstallmentsOption
  /** Time the promotion window is judged at; tests pin it. */
  now?: number
}

/**
 * Price block shared by cards and product pages: struck base price and stamp only while the promotion runs; nothing
 * where core's shown-price rule says no price may be shown (unavailable, hidden, on request).
 */
export function Price({ product, installmentsOption, now }: Props) {
  const options = useStore(paymentOptions)
  const value = shownPrice(product, now)
  if (value === null) return null
  const promo = onPromotion(product, now)
  // The theme's instalment option wins; else the store's own, once list_payments has answered.
  const option = installmentsOption ?? options.installments_option
  const plan = option ? installments(value, option) : null
  const cash = options.discount_option ? paymentDiscount(value, options.discount_option) : null
  return (
    <div className="vt-price">
      {promo && (
        <span className="vt-price__stamp">
          <span aria-hidden="true">{t('product.discount_off', { n: discountPercent(product, now) })}</span>
          <span className="vt-sr-only">{t('product.discount_spoken', { n: discountPercent(product, now) })}</span>
        </span>
      )}
      {promo && (
        <s className="vt-price__base">
          <span className="vt-sr-only">{t('price.from')} </span>
          {money(product.base_price!)}
        </s>
      )}
      <strong className="vt-price__value">
        {promo && <span className="vt-sr-only">{t('price.for')} </span>}
        {money(value)}
      </strong>
      <PriceLine
        className="vt-price__installments"
        text={
          plan &&
          plan.count > 1 &&
          `${t('installments.value', { count: plan.count, value: money(plan.value) })} ${t(plan.interestFree ? 'installments.interest_free' : 'installments.with_interest').toLowerCase()}`
        }
      />
      <PriceLine
        className="vt-price__cash"
        text={cash !== null && cash < value && t('price.cash', { value: money(cash) })}
      />
    </div>
  )
}
