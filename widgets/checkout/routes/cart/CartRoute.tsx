import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { bus, cart, t } from '#core/page/context'
import { CouponForm } from '#widgets/checkout/parts/CouponForm'
import { ExtraDiscount } from '#widgets/checkout/parts/ExtraDiscount'
import { ShippingForm } from '#widgets/checkout/parts/ShippingForm'
import { Totals } from '#widgets/checkout/parts/Totals'
import { useCartQuotes } from '#widgets/checkout/parts/use-cart-quotes'
import type { RouteProps } from '#widgets/checkout/route-types'
import { CartLines } from './CartLines'
import { $skippedGifts } from '#widgets/checkout/state/gift-notes'

/** Earned gifts that are out of stock, named (a live region, so the note is read when it appears). */
function GiftNotes() {
  const skipped = useStore($skippedGifts)
  return (
    <div className="vt-cart__notes" role="status">
      {skipped.map((name) => (
        <p key={name}>{t('cart.freebie_unavailable', { name })}</p>
      ))}
    </div>
  )
}

/** #/cart: the lines, coupon, shipping by CEP and totals; a change in another tab shows at once (shared store). */
export default function CartRoute({ navigate }: RouteProps) {
  const c = useStore(cart.$cart)
  const empty = c.items.length === 0
  useEffect(() => {
    bus.emit('cart:view', { cart: cart.data })
  }, [])
  useCartQuotes()
  return (
    <div className="vt-cart">
      <h1 tabIndex={-1}>{t('cart.title')}</h1>
      {empty ? (
        <div className="vt-cart__empty">
          <p>{t('cart.empty')}</p>
          <a className="vt-button" href="/">
            {t('cart.continue_shopping')}
          </a>
        </div>
      ) : null}
      {/* Also when empty: its live region says what the last removal took. */}
      <CartLines items={c.items} />
      {empty ? null : (
        <>
          <GiftNotes />
          <div className="vt-cart__side">
            <CouponForm />
            <ExtraDiscount subtotal={c.subtotal} />
            <ShippingForm subtotal={c.subtotal} />
            <Totals />
            <button type="button" className="vt-button vt-button--primary" onClick={() => navigate('checkout')}>
              {t('cart.checkout')}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
