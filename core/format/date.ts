import { DEFAULT_LANG } from '../i18n/lang'
import { toLocale } from './money'

export type DateInput = Date | string | number

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
    return new Intl.DateTimeFormat(toLocale(lang), options).format(value)
  } catch (error) {
    console.warn('formatDate: Intl failed', error)
    return ''
  }
}
