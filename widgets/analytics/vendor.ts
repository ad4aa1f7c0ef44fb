import type { VendorPlan } from '../../core/page/vendor-mount'
import { adsTarget, gtagEvent } from './mapping'

export const analytics: VendorPlan = {
  name: 'analytics',
  setting: 'ga4_id',
  src: (id, page) => `https://www.googletagmanager.com/gtag/js?id=${id}&l=${page.settings.datalayer}`,
  // Commands queue on the data layer from the start, so events before Google's script loads are not lost.
  early({ id, page }) {
    const { gtag, settings } = page
    gtag('js', new Date())
    gtag('config', id)
    if (settings.google_ads_id) gtag('config', settings.google_ads_id)
    const ads = adsTarget(settings.google_ads_id, settings.google_ads_label)
    return page.onEvent((event, params) => gtagEvent(gtag, event, params, ads))
  },
  start({ load }) {
    void load()
  }
}
