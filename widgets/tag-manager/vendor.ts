import type { VendorPlan } from '#core/integrations/vendor-mount'

// GTM reads the data layer itself (our GA4 pushes included), so nothing is mapped: it gets the standard start event
// and its script. Consent Mode defaults were pushed by the integrations before this can run.
export const tagManager: VendorPlan = {
  name: 'tag-manager',
  setting: 'gtm_id',
  src: (id, page) => `https://www.googletagmanager.com/gtm.js?id=${id}&l=${page.settings.datalayer}`,
  start({ page, load }) {
    page.layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    void load()
  }
}
