import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { t } from '../../../core/runtime'
import { $coupon, $discount, refreshDiscount, removeCoupon } from '../state/cart-state'
import { Field } from './Field'

/** Coupon → apply_discount; a refused code shows the module's message (or the default one) next to the field. */
export function CouponForm() {
  const coupon = useStore($coupon)
  const discount = useStore($discount)
  const [code, setCode] = useState('')
  if (coupon && !discount.invalid && discount.rule) {
    return (
      <div className="vt-coupon" aria-live="polite">
        <p>
          {t('checkout.coupon_applied')}: <strong>{coupon}</strong>
          {discount.rule.label ? ` (${discount.rule.label})` : ''}
        </p>
        <button
          type="button"
          className="vt-button"
          onClick={() => {
            void removeCoupon()
          }}
        >
          {t('checkout.remove_coupon')}
        </button>
      </div>
    )
  }
  const error = discount.invalid !== undefined ? discount.invalid || t('error.invalid_coupon') : undefined
  return (
    <form
      className="vt-coupon"
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) void refreshDiscount(code.trim().toUpperCase())
      }}
    >
      <Field
        label={t('checkout.coupon')}
        value={code}
        onValue={setCode}
        error={error}
        autoComplete="off"
        inputMode="text"
        placeholder={t('checkout.coupon_placeholder')}
        maxLength={60}
      />
      <button type="submit" className="vt-button" disabled={discount.busy}>
        {t('checkout.apply')}
      </button>
      <p className="vt-sr" role="status">
        {error ?? ''}
      </p>
    </form>
  )
}
