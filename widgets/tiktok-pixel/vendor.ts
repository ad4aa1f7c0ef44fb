import { takePixelPurchases } from '#core/integrations/pixel-purchases'
import type { VendorPlan } from '#core/integrations/vendor-mount'
import { localStore } from '#core/page/context'
import { tiktokEvent, tiktokIdentity, tiktokPurchase } from './mapping'

type Ttq = unknown[] & Record<string, (...a: unknown[]) => void>
const METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie'
]

/** TikTok's own stub: method calls queue as [name, ...args] until events.js takes the array over. */
function installTtq(w: Record<string, unknown>): Ttq {
  if (w.ttq) return w.ttq as Ttq
  const ttq = [] as unknown as Ttq
  for (const m of METHODS) ttq[m] = (...args: unknown[]) => void ttq.push([m, ...args])
  w.TiktokAnalyticsObject = 'ttq'
  w.ttq = ttq
  return ttq
}

export const tiktokPixel: VendorPlan = {
  name: 'tiktok-pixel',
  setting: 'tiktok_pixel_id',
  purpose: 'ads',
  src: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${id}&lib=ttq`,
  start({ page, load, safe }) {
    const w = window as unknown as Record<string, unknown>
    installTtq(w)
    // Always through window.ttq: events.js replaces the stub with the real object.
    const ttq = () => w.ttq as Ttq
    ttq().page!()
    for (const p of takePixelPurchases(localStore(), 'tiktok')) {
      // Advanced matching with the buyer's hashes, when the store allowed them on the purchase.
      const who = tiktokIdentity(p)
      if (who) ttq().identify!(who)
      ttq().track!(...tiktokPurchase(p))
    }
    void load()
    return page.onEvent((event, params) => {
      const call = tiktokEvent(event, params)
      if (call) safe(() => ttq().track!(...call))
    })
  }
}
