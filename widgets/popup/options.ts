import * as z from 'zod/mini'

/** data-title: the dialog's heading (default: the first heading of the content); data-key: the session flag's name. */
export const PopupOptions = {
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  key: z.string().check(z.regex(/^[\w-]{1,40}$/))
}
