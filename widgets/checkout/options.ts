import * as z from 'zod/mini'
import type { OptionDocs } from '../ui/options'
import { sameSitePath } from '../ui/same-site'

/** An address service: on this site, or another over https; `{cep}` stands for the 8 digits. */
const lookupUrl = (v: string) => v.includes('{cep}') && (/^https:\/\/[^/\\\s]+\//.test(v) || sameSitePath(v, '') !== '')

/** The checkout's options (data-* attributes). */
export const options = {
  cepLookup: z.optional(
    z.string().check(z.refine(lookupUrl, 'must be an https:// address or a path on this site, with {cep} in it'))
  ),
  pixDemoPay: z.optional(
    z
      .string()
      .check(
        z.refine((v) => v.includes('{txid}') && sameSitePath(v, '') !== '', 'must be a path on this site with {txid}')
      )
  )
}

export const docs: OptionDocs<typeof options> = {
  cepLookup:
    'The address service the checkout fills street, borough, city and state from: a URL with {cep} for the 8 digits, answering {street, borough, city, province_code} within 5 s. Without it the shopper types the address.',
  pixDemoPay:
    "Demo stores only: a page on this site that pays a Pix code ('/_demo/pix/{txid}'), linked under the code so a person trying the store can watch the order turn paid. Leave it out in a real store."
}
