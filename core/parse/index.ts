export { parsePhone } from './phone'
export { parseDate, daysInMonth } from './date'
export { lineAddress, noNumberMark } from './address'
export { countryCodeLength } from './country-code'
