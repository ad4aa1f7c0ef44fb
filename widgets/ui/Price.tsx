import { useStore } from '@nanostores/react'
import { cashOffer, discountPercent, installments, onPromotion, shownPrice } from '#core/money'
import { paymentOptions } from '#core/page/payment-options'
import type { InstallmentsOption } from '#core/schemas/payment'
import type { Product } from '#core/schemas/product'
import { money, t } from '#core/page/context'
import { installmentsText, PriceFigures } from './PriceFigures'
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
  const cash = cashOffer(value, options)
  return (
    <div className="vt-price">
      <PriceFigures
        value={value}
        promo={promo ? { base: product.base_price!, percent: discountPercent(product, now) } : null}
      />
      <PriceLine className="vt-price__installments" text={installmentsText(plan)} />
      <PriceLine
        className="vt-price__cash"
        text={cash && t(cash.pix ? 'price.pix' : 'price.cash', { value: money(cash.value) })}
      />
    </div>
  )
}
