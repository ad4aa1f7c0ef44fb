import * as z from 'zod/mini'
import { OBJECT_ID } from '#core/ids'
import { GridDoc } from '#core/schemas/grid'
import { Product } from '#core/schemas/product'
import { bool, oneOf, text, type OptionDocs } from '../ui/options'

// Markup: data-product-id="…" plus, ideally, {"product": {…}} (and for a kit "kitParts": [{…}], for variations
// "grids": [{…}]) in a child JSON script so the first interaction needs no request. A missing or corrupt product there is reported and the island reads it from the Store API instead.

/** Where 'Sob consulta' sends the shopper: an https page, a path on this site or an e-mail address. */
const contactUrl = z.optional(
  z.string().check(z.regex(/^(https:\/\/|\/(?!\/)|mailto:)/, 'must start with https://, / or mailto:'))
)

/** The product page's options (data-* attributes, or the child JSON script). */
export const options = {
  productId: z.optional(z.string().check(z.regex(OBJECT_ID, 'must be a product id (24 hexadecimal characters)'))),
  product: z.optional(Product),
  kitParts: z.optional(z.array(Product)),
  grids: z.optional(z.array(GridDoc)),
  pictureSize: oneOf(['small', 'normal', 'big', 'zoom'], 'normal'),
  contactUrl,
  relatedSelector: z._default(text(200), '[data-product-related]'),
  refresh: bool(true)
}

export const docs: OptionDocs<typeof options> = {
  productId: 'The product to show: its 24-hex-character id.',
  product:
    "The product itself (JSON script only), as the Store API answers it: the page is interactive without a request. A product with variations still reads the store's grids (GET /grids.json) for its options' colours; without them the options show their text.",
  kitParts: "A kit's parts (JSON script only): the kit's list is drawn at once, without reading them first.",
  grids:
    "The store's grids the product's variations use (JSON script only), as the Store API's grids resource has them: the options' colours without reading /grids.json first.",
  pictureSize: 'The gallery picture size (small, normal, big or zoom); a missing size falls back to the others.',
  contactUrl: "Where 'Sob consulta' (price on request) sends the shopper: https://…, a path or mailto:.",
  relatedSelector: 'The CSS selector of the hidden element the related products go into.',
  refresh: 'Refreshes an embedded product from the platform (price, stock); false skips it.'
}

/** Attributes elsewhere on the page that the product widget reads. */
export const itemDocs = {
  'data-product-related':
    'On the hidden element (outside the widget) the related products go into, unless data-related-selector names another.'
}
