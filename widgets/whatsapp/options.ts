import * as z from 'zod/mini'

/**
 * data-phone: the store's WhatsApp number (written with + and country code, or without: +55 is assumed);
 * data-message: a prefilled message, where {name} is the product's name (data-product-name, else the page's h1) and
 * {url} the page's address.
 */
export const WhatsappOptions = {
  phone: z.string().check(z.minLength(8), z.maxLength(30)),
  message: z.string().check(z.maxLength(500)),
  productName: z.string().check(z.maxLength(200))
}
