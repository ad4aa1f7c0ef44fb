import { formatNumber } from './number'

// Loyalty points read one way on every screen: a whole number without decimals ('10 pontos', never '10,0'), any other
// with its decimals in the store's language ('10,8', '47,95'); points are worth cents, so two decimals at most.

export function formatPoints(points: number, lang: string): string {
  return formatNumber(points, lang, 0, 2)
}

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
