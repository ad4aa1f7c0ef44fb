import { useStore } from '@nanostores/react'
import {
  cashOffer,
  discountPercent,
  extraDiscount,
  installments,
  loyaltyPoints,
  onPromotion,
  type PricedProduct
} from '#core/money'
import { formatPoints } from '#core/format/points'
import { paymentOptions } from '#core/page/payment-options'
import { money, settings, t } from '#core/page/context'
import { installmentsText, PriceFigures } from '../ui/PriceFigures'
import { PriceLine } from '../ui/PriceLine'
import { PromotionEnds } from './PromotionEnds'

interface Props {
  /** The product, or the chosen variation's price fields over it. */
  priced: PricedProduct
  /** What one unit costs with the chosen customizations (the promotion rule already applied). */
  value: number
}

/** Price, struck base price and stamp while the promotion runs, instalments, cash price, extra discount, points. */
export function PriceBlock({ priced, value }: Props) {
  const options = useStore(paymentOptions)
  const promo = onPromotion(priced)
  const plan = options.installments_option ? installments(value, options.installments_option) : null
  const planText = installmentsText(plan)
  const cash = cashOffer(value, options)
  const extra = options.available_extra_discount ? extraDiscount(value, options.available_extra_discount) : null
  const points = options.loyalty_points_programs ? loyaltyPoints(value, options.loyalty_points_programs) : null
  return (
    <div className="vt-price vt-product__price" aria-live="polite" aria-atomic="true">
      <PriceFigures
        value={value}
        promo={promo ? { base: priced.base_price!, percent: discountPercent(priced) } : null}
      />
      <PriceLine className="vt-price__installments" text={planText && `${t('installments.title')} ${planText}`} />
      <PriceLine
        className="vt-product__cash"
        text={
          cash &&
          t('product.cash_price', {
            value: money(cash.value),
            label: cash.pix ? 'Pix' : (options.discount_option?.label ?? 'boleto')
          })
        }
      />
      {extra !== null && extra < value && (
        <span className="vt-product__extra">{t('product.extra_discount', { value: money(extra) })}</span>
      )}
      <PriceLine
        className="vt-product__points"
        text={points && t('product.points', { points: formatPoints(points.points, settings.lang) })}
      />
      {hasEnd(priced) && <PromotionEnds end={promo ? priced.price_effective_date?.end : undefined} />}
    </div>
  )
}

const hasEnd = (p: PricedProduct) => Boolean(p.price_effective_date?.end)
