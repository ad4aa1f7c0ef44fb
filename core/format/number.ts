import { toLocale } from './money'

// One formatter per locale and precision, as for money: a points table formats many numbers.
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A plain number in the store's language, with `min` to `max` decimals: 66.4 reads "66,4" and 12000 "12.000" in
 * Portuguese, never the program's "66.4". An unusable locale falls back to the number as JavaScript prints it.
 */
export function formatNumber(value: number, lang: string, min = 0, max = 2): string {
  const key = `${lang} ${min} ${max}`
  try {
    let format = formats.get(key)
    if (!format) {
      format = new Intl.NumberFormat(toLocale(lang), { minimumFractionDigits: min, maximumFractionDigits: max })
      formats.set(key, format)
    }
    return format.format(value)
  } catch {
    return String(value)
  }
}
