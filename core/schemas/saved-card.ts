import * as z from 'zod/mini'

/**
 * A card the gateway keeps on file for the logged-in customer, as its script lists it: a reference to pay with again
 * (with the CVV typed then), never the number.
 */
export const SavedCard = z.object({
  ref: z.string().check(z.regex(/^[\w-]{1,100}$/)),
  brand: z.string().check(z.maxLength(30)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  month: z.number().check(z.int(), z.gte(1), z.lte(12)),
  year: z.number().check(z.int(), z.gte(2000), z.lte(2100))
})
export type SavedCard = z.infer<typeof SavedCard>
