import * as z from 'zod/mini'
import { InstallmentsOption } from '../../core/schemas/payment'
import { Product } from '../../core/schemas/product'

// Markup: data-product-id="…" and, optionally, the product itself in a child JSON script so the card renders at once.
export const CardOptions = z.object({
  productId: z.optional(z.string().check(z.regex(/^[a-f0-9]{24}$/))),
  product: z.optional(Product),
  installments: z.optional(InstallmentsOption),
  /** 'false' skips the background refresh of an embedded product. */
  refresh: z.optional(z.string()),
  headingLevel: z.optional(z.string()),
  /** The list the card belongs to, for analytics ("Destaques da semana", "Ofertas"); short plain text. */
  list: z.optional(z.string().check(z.maxLength(100)))
})
export type CardOptions = z.infer<typeof CardOptions>
