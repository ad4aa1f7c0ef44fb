export { formatMoney, toLocale } from './money'
export { formatDate, type DateInput } from './date'
export { formatNumber } from './number'
