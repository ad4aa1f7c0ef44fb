import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { cart, settings } from '#core/page/context'
import { preferredAddress } from '#core/checkout/returning'
import { passport } from '#core/page/passport'
import { isZip, zipCode } from '#core/shipping/zip'
import { $shipping, quoteShipping, refreshDiscount } from '../state/cart-state'

// The subtotal the discount and quote were last asked for, while /app/ stays open.
let asked: number | undefined
// A burst of quantity taps is asked about once, after the last tap (the platform's own cart waits about as long); the
// totals show the discount and freight as pending meanwhile, so the wait never shows a wrong figure.
const SETTLE_MS = 600
let settle: ReturnType<typeof setTimeout> | undefined

/**
 * The discount and the shipping quote depend on the items: asked again whenever the subtotal changes, on the cart and
 * on every checkout step (another tab may change the cart while this one is at the payment step). Without a quote
 * yet, the CEP the shopper gave on a product page is quoted at once, else a logged-in customer's default address
 * (also when their record arrives later): the cart shows their freight untyped, and the review finds it quoted.
 */
export function useCartQuotes(): void {
  const c = useStore(cart.$cart)
  const empty = c.items.length === 0
  const home = preferredAddress(useStore(passport.$customer)?.addresses ?? [], '')?.zip ?? ''
  useEffect(() => {
    // Each checkout step mounts the route again: the same subtotal is not asked twice.
    if (empty || asked === c.subtotal) return
    const first = asked === undefined
    asked = c.subtotal
    clearTimeout(settle)
    const ask = () => {
      void refreshDiscount()
      const zip = $shipping.get().zip || zipCode.get() || home
      if (isZip(zip, settings.country_code)) void quoteShipping(zip)
    }
    // The first look at the cart is asked at once; a change after it waits for the burst to end.
    if (first) ask()
    else settle = setTimeout(ask, SETTLE_MS)
  }, [c.subtotal, empty, home])
  useEffect(() => {
    if (!empty && isZip(home, settings.country_code) && !$shipping.get().zip && !zipCode.get()) void quoteShipping(home)
  }, [home, empty])
}
