import * as z from 'zod/mini'

/**
 * A card kept on file for the logged-in customer, as the checkout offers it: a reference to pay with again (with the
 * CVV typed then), never the number. Its expiry only when known: the customer record's cards carry none.
 */
export const SavedCard = z.object({
  ref: z.string().check(z.regex(/^[\w-]{1,100}$/)),
  brand: z.string().check(z.maxLength(30)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  month: z.optional(z.number().check(z.int(), z.gte(1), z.lte(12))),
  year: z.optional(z.number().check(z.int(), z.gte(2000), z.lte(2100)))
})
export type SavedCard = z.infer<typeof SavedCard>

/**
 * A card on file as the customer record keeps it (the Customers resource's credit_cards): the gateway's token for it
 * (the checkout's reference), the brand, the last digits.
 */
export const CardOnFile = z.looseObject({
  token: z.string().check(z.regex(/^[\w-]{1,100}$/)),
  company: z.optional(z.string().check(z.maxLength(30))),
  last_digits: z.string().check(z.regex(/^\d{4}$/))
})
