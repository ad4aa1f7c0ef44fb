import { useStore } from '@nanostores/react'
import { extraDiscountMissing } from '#core/checkout/totals'
import { storeDefaults } from '#core/page/payment-defaults'
import { money, settings, t } from '#core/page/context'
import { $discount } from '../state/cart-state'

/**
 * "Compre mais de R$ 12,00 e ganhe 5% de desconto": the store's automatic discount, while the cart is short of it.
 * Until apply_discount answers, the theme's payment defaults say what it is, so the line does not push the page down.
 */
export function ExtraDiscount({ subtotal }: { subtotal: number }) {
  const state = useStore($discount)
  // Once apply_discount has answered, its word stands, even when it names no discount.
  const extra = 'extra' in state ? state.extra : storeDefaults().available_extra_discount
  const missing = extraDiscountMissing(subtotal, extra)
  if (missing === null || !extra) return null
  const percent = { style: 'percent', maximumFractionDigits: 2 } as const
  const discount =
    extra.type === 'percentage'
      ? (extra.value / 100).toLocaleString(settings.lang.replace('_', '-'), percent)
      : money(extra.value)
  return <p className="vt-cart__extra">{t('checkout.extra_missing', { value: money(missing), discount })}</p>
}
