import * as z from 'zod/mini'
import { island } from '../ui/mount'
import { sameSitePath } from '../ui/same-site'
import { Minicart } from './Minicart'

const Options = z.object({
  checkoutUrl: z._default(z.string(), '/app/#/checkout'),
  cartUrl: z._default(z.string(), '/app/#/cart'),
  openOnAdd: z._default(z.string(), 'false')
})

export const mount = island(Minicart, (raw) => {
  const o = Options.safeParse(raw)
  const v = o.success ? o.data : Options.parse({})
  if (!o.success) console.warn('[vitrine] minicart options ignored', o.error.issues)
  // Only same-site links: a theme typo or injected markup must not turn the checkout button into a foreign link.
  return {
    checkoutUrl: sameSitePath(v.checkoutUrl, '/app/#/checkout'),
    cartUrl: sameSitePath(v.cartUrl, '/app/#/cart'),
    openOnAdd: v.openOnAdd === 'true'
  }
})
