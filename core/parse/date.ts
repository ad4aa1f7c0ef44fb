import type { BirthDate } from '../schemas/customer'

// Brazilian forms are typed day first (31/12/1990); everywhere else we read ISO order (1990-12-31).
// Both need exactly 8 digits once separators are dropped, so "1/2/1990" is refused rather than guessed.
const DAY_FIRST = new Set(['BR'])

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

// countryCode is the store's ISO 3166 code (settings.country_code); matched case-insensitively.
export function parseDate(text: unknown, countryCode?: string): BirthDate | null {
  if (typeof text !== 'string') return null
  const digits = text.replace(/\D/g, '')
  if (digits.length !== 8) return null
  const [day, month, year] = dayFirst(countryCode)
    ? [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    : [digits.slice(6), digits.slice(4, 6), digits.slice(0, 4)]
  const date = { day: Number(day), month: Number(month), year: Number(year) }
  if (date.year < 1 || date.month < 1 || date.month > 12) return null
  if (date.day < 1 || date.day > daysInMonth(date.year, date.month)) return null
  return date
}

/** Whether the store's country types dates day first (31/12/1990), as parseDate reads them. */
export const dayFirst = (countryCode?: string): boolean => DAY_FIRST.has((countryCode ?? '').toUpperCase())

const two = (n: number) => String(n).padStart(2, '0')

/** A date as the store's country types it, the way parseDate reads it back: 31/12/1990 in Brazil, else 1990-12-31. */
export function dateText(d: BirthDate, countryCode?: string): string {
  return dayFirst(countryCode) ? `${two(d.day)}/${two(d.month)}/${d.year}` : `${d.year}-${two(d.month)}-${two(d.day)}`
}
