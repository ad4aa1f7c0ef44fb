import * as z from 'zod/mini'

/**
 * data-end: the ISO date the offer ends; or data-product-id: a product whose price_effective_date.end is used;
 * data-max-hours: never show more than this many hours (a farther end shows as a rolling window).
 */
export const CountdownOptions = {
  end: z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)))),
  productId: z.string().check(z.regex(/^[a-f0-9]{24}$/)),
  maxHours: z.string().check(z.regex(/^\d{1,5}(\.\d+)?$/))
}
