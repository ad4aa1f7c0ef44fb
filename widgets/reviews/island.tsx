import { mountVendor } from '#core/integrations/vendor-mount'
import { reviews } from './vendor'

/**
 * `<div data-widget="reviews" data-product-id="…" data-view="stars|list">`: the reviews app's star average and count
 * (cards, product page) or its review list (product page). The server markup stays until the app renders.
 */
export const mount = (el: HTMLElement) => mountVendor(el, reviews)
