import type { VendorPlan } from '#core/integrations/vendor-mount'
import { adsTarget, gtagEvent, pastEvents } from './mapping'

export const analytics: VendorPlan = {
  name: 'analytics',
  setting: 'ga4_id',
  src: (id, page) => `https://www.googletagmanager.com/gtag/js?id=${id}&l=${page.settings.datalayer}`,
  // Commands queue on the data layer at mount (idle), before Google's script loads; the adapter's events pushed before
  // this mount are replayed from the data layer, so none is lost.
  early({ id, page, settings }) {
    const { gtag, layer } = page
    const before = layer.slice()
    gtag('js', new Date())
    gtag('config', id)
    if (settings.google_ads_id) gtag('config', settings.google_ads_id)
    const ads = adsTarget(settings.google_ads_id, settings.google_ads_label)
    for (const [event, params] of pastEvents(before)) gtagEvent(gtag, event, params, ads)
    return page.onEvent((event, params) => gtagEvent(gtag, event, params, ads))
  },
  start({ load }) {
    void load()
  }
}
