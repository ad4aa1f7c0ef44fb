import * as z from 'zod/mini'
import { APP_URLS } from '#core/app-urls'
import { path, type OptionDocs } from '../ui/options'

/** The user widget's options (data-* attributes). */
export const options = {
  accountUrl: path(APP_URLS.account),
  providers: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[\w-]+(\s*,\s*[\w-]+)*$/)),
      z.transform((v) => v.split(',').map((p) => p.trim()))
    )
  )
}

export const docs: OptionDocs<typeof options> = {
  accountUrl: 'Where the account links go (a path on this site).',
  providers:
    'Comma-separated social login providers to offer (e.g. google,facebook); all the passport offers when absent.'
}
