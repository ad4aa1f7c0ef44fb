import * as z from 'zod/mini'

/** data-autoplay: ms between banners (0 = none, else at least 2000; default 6000); data-label: accessible name. */
export const BannersOptions = {
  autoplay: z.string().check(z.regex(/^(0|[2-9]\d{3}|\d{5,6})$/)),
  label: z.string().check(z.minLength(1), z.maxLength(120))
}
