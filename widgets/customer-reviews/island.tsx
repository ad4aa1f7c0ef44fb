import { mountVendor } from '#core/integrations/vendor-mount'
import { customerReviews } from './vendor'

/** `<div data-widget="customer-reviews">`: the Google Customer Reviews badge (`ecom:gcr_merchant_id`). */
export const mount = (el: HTMLElement) => mountVendor(el, customerReviews)
