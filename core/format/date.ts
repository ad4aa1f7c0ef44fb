import { DEFAULT_LANG } from '../i18n/lang'
import { toLocale } from './money'

export type DateInput = Date | string | number

// A format is built once per locale and options: building one costs a few milliseconds on a slow phone (its locale's
// data loads), and a list formats a date per row.
const formats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options ?? {})}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

/**
 * A date for display through Intl.DateTimeFormat (lang 'pt_br' style, default en_us; callers pass the store setting).
 * An invalid date or an Intl error (bad locale or options) warns and answers '' rather than "Invalid Date".
 */
export function formatDate(date: DateInput, lang: string = DEFAULT_LANG, options?: Intl.DateTimeFormatOptions): string {
  const value =
    date instanceof Date ? date : typeof date === 'string' || typeof date === 'number' ? new Date(date) : null
  if (!value || Number.isNaN(value.getTime())) {
    console.warn('formatDate: invalid date', date)
    return ''
  }
  try {
    return dateFormat(toLocale(lang), options).format(value)
  } catch (error) {
    console.warn('formatDate: Intl failed', error)
    return ''
  }
}
