import * as z from 'zod/mini'
import { text, type OptionDocs } from '../ui/options'

/** The popup's options (data-* attributes). */
export const options = {
  title: text(120),
  key: z.optional(z.string().check(z.regex(/^[\w-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -')))
}

export const docs: OptionDocs<typeof options> = {
  title: "The dialog's heading (default: the first heading of its content).",
  key: 'A name for this popup (1 to 40 letters, digits, _ or -), so that closing one popup does not hide another for the session: its cookie is vitrinePopupClosed_ and the key (vitrinePopupClosed without one).'
}

/** Attributes inside the popup's content, read by the island. */
export const itemDocs = {
  'data-copy':
    'On a button inside the popup: the text (a coupon code) it copies to the clipboard when pressed; the result is announced.'
}
