// ITU-T E.164 country codes are prefix-free, so the first one or two digits decide the code's length.
// Only 1 (NANP) and 7 (Russia, Kazakhstan) are one digit long. These two-digit prefixes open three-digit
// codes (e.g. 351 Portugal, 420 Czechia, 880 Bangladesh, 971 UAE); spare blocks (28x, 83x, 89x) are
// reserved as three-digit too. Every other two-digit prefix (20, 27, 30-34, 36, 39, 40, 41, 43-49, 51-58,
// 60-66, 81, 82, 84, 86, 90-95, 98) is itself a country code.
const ONE_DIGIT = '17'
const THREE_DIGIT_PREFIXES = new Set([
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '28',
  '29',
  '35',
  '37',
  '38',
  '42',
  '50',
  '59',
  '67',
  '68',
  '69',
  '80',
  '83',
  '85',
  '87',
  '88',
  '89',
  '96',
  '97',
  '99'
])

// Length of the country code that opens these international digits, or 0 when none can
// (country codes never start with 0).
export function countryCodeLength(digits: string): 0 | 1 | 2 | 3 {
  const first = digits.charAt(0)
  if (first === '' || first === '0') return 0
  if (ONE_DIGIT.includes(first)) return 1
  return THREE_DIGIT_PREFIXES.has(digits.slice(0, 2)) ? 3 : 2
}
