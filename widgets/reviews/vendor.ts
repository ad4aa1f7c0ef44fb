import { vendorGlobal } from '#core/integrations/vendor-global'
import type { VendorPlan } from '#core/integrations/vendor-mount'
import { reviewsOptions, type ReviewsOptions } from './mapping'

type ReviewsApp = { render(el: HTMLElement, options: ReviewsOptions): void }

// The reviews app's script has no fixed public URL (each store's app names it): `ecom:script:reviews` is required.
export const reviews: VendorPlan = {
  name: 'reviews',
  setting: 'reviews_store',
  purpose: 'functional',
  start({ id, el, load, safe }) {
    const options = reviewsOptions(id, el.dataset, el)
    if (!options) return
    void vendorGlobal<ReviewsApp>(load, 'reviewsApp').then((app) => app && safe(() => app.render(el, options)))
  }
}
