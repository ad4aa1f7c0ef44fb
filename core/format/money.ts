import { DEFAULT_LANG } from '../i18n/lang'
import { fractionDigits, roundMoney } from '../money/cents'

// Intl puts a no-break space between symbol and amount ("R$\u00a010,60"); we keep it, and use it in the fallback
// too, so a price never wraps between "R$" and its number and both paths print the same characters.
const NBSP = '\u00a0'

/** 'pt_br' -> 'pt-br': the platform's lang settings use underscores, BCP 47 uses hyphens. */
export function toLocale(lang: string): string {
  return String(lang).replace(/_/g, '-')
}

// One formatter per locale and currency: building one is far dearer than formatting with it, and a page formats
// every price of every card.
const formats = new Map<string, Intl.NumberFormat>()
function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formats.set(key, format)
  }
  return format
}

function fallbackNumber(value: number, locale: string, lang: string): string {
  try {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  } catch {
    // The locale itself is unusable: only the decimal comma of Portuguese is known without Intl.
    const text = value.toFixed(2)
    return /^pt/i.test(lang) ? text.replace('.', ',') : text
  }
}

/**
 * A money amount for display, e.g. formatMoney(10.6, 'BRL', 'pt_br') -> "R$\u00a010,60". Defaults are the platform's
 * store defaults (USD, en_us), as in core/settings.ts; callers pass the store settings. The amount is rounded to the currency's minor unit the same
 * way the money rules round (1.005 -> 1.01), which Intl alone would not do. On an Intl error (unknown currency or
 * locale) it warns and answers `symbol` (default: the currency code) + NBSP + the amount with 2 decimals. A value that
 * is not a finite number warns and answers ''.
 */
export function formatMoney(value: number, currency = 'USD', lang: string = DEFAULT_LANG, symbol?: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    console.warn('formatMoney: not a finite number', value)
    return ''
  }
  const locale = toLocale(lang)
  try {
    const amount = roundMoney(value, fractionDigits(currency))
    return currencyFormat(locale, currency).format(amount)
  } catch (error) {
    console.warn('formatMoney: Intl failed, using the symbol fallback', error)
    return `${symbol ?? String(currency)}${NBSP}${fallbackNumber(roundMoney(value, 2), locale, lang)}`
  }
}
