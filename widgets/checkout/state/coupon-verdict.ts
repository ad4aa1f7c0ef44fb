import { atom } from 'nanostores'
import { couponToSend } from '#core/checkout/coupon'

/**
 * The session's coupon that the last check refused (undefined while it applies, is unchecked or there is none). Kept
 * apart from the cart's state so the order's body reads it without loading the cart page's stores.
 */
export const $refusedCoupon = atom<string | undefined>(undefined)

/** The coupon the order sends: none while the last check refused the session's code. */
export const orderCoupon = (sessionCoupon: string | undefined) => couponToSend(sessionCoupon, $refusedCoupon.get())
