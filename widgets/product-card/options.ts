import * as z from 'zod/mini'
import { OBJECT_ID } from '#core/ids'
import { InstallmentsOption } from '#core/schemas/payment'
import { Product } from '#core/schemas/product'
import { bool, oneOf, type OptionDocs } from '../ui/options'

/** The product card's options: data-product-id, or the product itself in a child JSON script (renders at once). */
export const options = {
  productId: z.optional(z.string().check(z.regex(OBJECT_ID))),
  product: z.optional(Product),
  installments: z.optional(InstallmentsOption),
  refresh: bool(true),
  headingLevel: oneOf(['2', '3', '4'], '3'),
  list: z.optional(z.string().check(z.maxLength(100)))
}

export const docs: OptionDocs<typeof options> = {
  productId: 'The product to show: its 24-hex-character id.',
  product:
    "The product itself (JSON script only): the card renders without a request. It reads _id, sku, name, slug, i18n, pictures, price, base_price, price_effective_date, quantity, min_quantity, available, visible, kit_product and each variation's _id and quantity.",
  installments:
    'Instalments to show: {max_number, min_installment, monthly_interest, max_interest_free} (JSON script only).',
  refresh: 'Refreshes an embedded product from the platform in the background; false skips it.',
  headingLevel: 'Heading level of the product name (h2, h3 or h4).',
  list: 'The list the card belongs to, for analytics ("Destaques da semana", "Ofertas"); short plain text.'
}
