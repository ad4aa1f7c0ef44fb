import * as z from 'zod/mini'
import { OBJECT_ID } from '#core/ids'
import { oneOf, type OptionDocs } from '../ui/options'

/** The reviews block's options (data-* attributes). */
export const options = {
  productId: z.optional(z.string().check(z.regex(OBJECT_ID, 'must be 24 hex characters'))),
  view: oneOf(['stars', 'list'], 'stars')
}

export const docs: OptionDocs<typeof options> = {
  productId: 'Required: the product whose reviews show, its 24-hex-character id (either case).',
  view: 'The star average with its count (stars) or the whole review list (list).'
}
