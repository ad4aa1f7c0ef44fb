import * as z from 'zod/mini'
import { island } from '../ui/mount'
import { sameSitePath } from '../ui/same-site'
import { ConsentBanner } from './ConsentBanner'

const Options = z.object({ privacyUrl: z._default(z.string(), '/pages/privacidade') })

/**
 * `<div data-widget="consent" data-privacy-url="/pages/privacidade">`: the LGPD consent banner (accept all, reject,
 * choose). A theme with its own banner leaves this out and calls storefront.consent.set().
 */
export const mount = island(ConsentBanner, (raw) => {
  const o = Options.safeParse(raw)
  if (!o.success) console.warn('[vitrine] consent options ignored', o.error.issues)
  return { privacyUrl: sameSitePath(o.success ? o.data.privacyUrl : '', '/pages/privacidade') }
})
