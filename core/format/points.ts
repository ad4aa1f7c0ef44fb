import { formatNumber } from './number'

// Loyalty points read one way on every screen: a whole number without decimals ('10 pontos', never '10,0'), any other
// with its decimals in the store's language ('10,8', '47,95'); points are worth cents, so two decimals at most.

export function formatPoints(points: number, lang: string): string {
  return formatNumber(points, lang, 0, 2)
}
