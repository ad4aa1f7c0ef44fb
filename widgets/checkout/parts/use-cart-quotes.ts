import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { cart } from '../../../core/runtime'
import { zipCode } from '../../../core/shipping/zip'
import { $shipping, quoteShipping, refreshDiscount } from '../state/cart-state'

// The subtotal the discount and quote were last asked for, while /app/ stays open.
let asked: number | undefined

/**
 * The discount and the shipping quote depend on the items: asked again whenever the subtotal changes, on the cart and
 * on every checkout step (another tab may change the cart while this one is at the payment step). Without a quote
 * yet, the CEP the shopper gave on a product page is quoted at once.
 */
export function useCartQuotes(): void {
  const c = useStore(cart.$cart)
  const empty = c.items.length === 0
  useEffect(() => {
    // Each checkout step mounts the route again: the same subtotal is not asked twice.
    if (empty || asked === c.subtotal) return
    asked = c.subtotal
    void refreshDiscount()
    const zip = $shipping.get().zip || zipCode.get()
    if (zip) void quoteShipping(zip)
  }, [c.subtotal, empty])
}
