// The platform client and the product reader, shared by the widgets that talk to the platform. Kept out of
// ./runtime so a page whose widgets never call the network does not pay for them.
import { api } from './page/api'
import { createProductLoader } from './products'

export { api }

/** Every product card of the page, read when the first card asks: all of them cost one request. */
const pageCardIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-widget="product-card"][data-product-id]')].map(
    (el) => el.dataset.productId!
  )

export const loadProduct = createProductLoader(api, pageCardIds)
