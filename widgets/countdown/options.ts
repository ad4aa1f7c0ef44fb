import * as z from 'zod/mini'
import { OBJECT_ID } from '#core/ids'
import { isoDate, type OptionDocs } from '../ui/options'

/** The countdown's options (data-* attributes). */
export const options = {
  end: isoDate(),
  productId: z.optional(z.string().check(z.regex(OBJECT_ID, 'must be a product id (24 hexadecimal characters)'))),
  maxHours: z.optional(
    z.pipe(
      z.pipe(
        z.union([z.number().check(z.positive()), z.string().check(z.regex(/^\d{1,5}(\.\d+)?$/))]),
        z.transform(Number)
      ),
      z.number().check(z.positive())
    )
  )
}

export const docs: OptionDocs<typeof options> = {
  end: 'When the offer ends, as an ISO date (2026-12-24T23:59:59-03:00).',
  productId: 'Or a product whose promotion end (price_effective_date.end) is counted down to.',
  maxHours:
    'Never count down more than this many hours: a farther end says "more than N days" (or hours) until less time is left, then counts down (never a false, shorter count).'
}
