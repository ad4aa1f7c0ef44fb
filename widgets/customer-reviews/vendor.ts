import { vendorGlobal } from '#core/integrations/vendor-global'
import type { VendorPlan } from '#core/integrations/vendor-mount'

type Gapi = { load(module: string, cb: () => void): void; ratingbadge?: { render(el: HTMLElement, o: object): void } }

// The badge only: the survey opt-in on the confirmation needs the shopper's e-mail in clear text, which no vendor gets
// from this suite, and it would run under /app/, where trust widgets are skipped.
export const customerReviews: VendorPlan = {
  name: 'customer-reviews',
  setting: 'gcr_merchant_id',
  purpose: 'functional',
  src: () => 'https://apis.google.com/js/platform.js',
  start({ id, el, load, safe }) {
    void vendorGlobal<Gapi>(load, 'gapi').then((gapi) =>
      safe(() =>
        gapi?.load('ratingbadge', () =>
          safe(() => gapi.ratingbadge?.render(el, { merchant_id: Number(id), position: 'INLINE' }))
        )
      )
    )
  }
}
