import { takePixelPurchases } from '#core/integrations/pixel-purchases'
import type { VendorPlan } from '#core/integrations/vendor-mount'
import { localStore } from '#core/page/context'
import { metaEvent, metaMatching, metaPurchase } from './mapping'

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[]
  callMethod?: (...a: unknown[]) => void
  push?: unknown
  loaded?: boolean
  version?: string
}

/** Meta's own stub: calls queue until fbevents.js replaces callMethod. */
function installFbq(w: Record<string, unknown>): Fbq {
  if (w.fbq) return w.fbq as Fbq
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue!.push(args)
  }
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] })
  w.fbq = w._fbq = fbq
  return fbq
}

export const metaPixel: VendorPlan = {
  name: 'meta-pixel',
  setting: 'meta_pixel_id',
  purpose: 'ads',
  src: () => 'https://connect.facebook.net/en_US/fbevents.js',
  start({ id, page, load, safe }) {
    const fbq = installFbq(window as unknown as Record<string, unknown>)
    const purchases = takePixelPurchases(localStore(), 'meta')
    // Advanced matching with the buyer's hashes, when a queued purchase carries them (the store allowed it).
    const match = metaMatching(purchases)
    fbq('init', id, ...(match ? [match] : []))
    fbq('track', 'PageView')
    for (const p of purchases) fbq('track', ...metaPurchase(p))
    void load()
    return page.onEvent((event, params) => {
      const call = metaEvent(event, params)
      if (call) safe(() => fbq('track', ...call))
    })
  }
}
