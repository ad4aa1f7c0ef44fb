import { formatNumber } from '../format/number'

/**
 * Points as the shopper types them in the store's language: '47,9' and '1.234,5' in Portuguese, '47.9' and '1,234.5'
 * in English. A lone separator followed by exactly three digits is read as thousands ('1.000' is a thousand in
 * Portuguese). NaN when it is not a number.
 */
export function parsePoints(text: string, lang: string): number {
  const decimal = formatNumber(1.5, lang, 1, 1).replace(/[\d\s]/g, '') || '.'
  const group = decimal === ',' ? '.' : ','
  let s = text.trim().replace(/\s/g, '')
  if (!s) return Number.NaN
  if (!s.includes(decimal) && new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(s)) s = s.split(group).join('')
  else if (s.includes(decimal)) s = s.split(group).join('').replace(decimal, '.')
  else s = s.replace(group, '.')
  return /^\d*\.?\d+$|^\d+\.$/.test(s) ? Number(s) : Number.NaN
}
