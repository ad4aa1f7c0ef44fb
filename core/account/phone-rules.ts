// A shopper's phone, as the account's profile and the checkout's buyer form both take it: without +country it is a
// Brazilian number, so it needs the 2-digit area code (DDD) and 8 digits, or 9 for a mobile (a leading 9); the trunk
// 0 some shoppers dial before the area code, "(011) 98765-4321", is dropped. With +country it needs at least 6 digits
// after the country code. Eight digits alone are not enough: without its area code the store could not call the number.
import { DEFAULT_COUNTRY_CODE, parsePhone, withoutTrunk } from '../parse/phone'
import type { Phone } from '../schemas/customer'

/** The phone in a typed text, or null when it is not one a shopper can be reached on. */
export function phoneFrom(text: string): Phone | null {
  const phone = parsePhone(text)
  if (!phone) return null
  if (phone.country_code === undefined || phone.country_code === DEFAULT_COUNTRY_CODE) {
    const number = withoutTrunk(DEFAULT_COUNTRY_CODE, phone.number)
    return /^[1-9]{2}9?\d{8}$/.test(number) ? { country_code: DEFAULT_COUNTRY_CODE, number } : null
  }
  return phone.number.length >= 6 ? phone : null
}

/**
 * A saved phone as a form shows it again: a Brazilian one as its number, any other with its +country, so that
 * phoneFrom reads it back as the same phone (a foreign number shown bare would read as a wrong Brazilian one).
 */
export const phoneText = (phone: Phone): string =>
  phone.country_code && phone.country_code !== DEFAULT_COUNTRY_CODE
    ? `+${phone.country_code} ${phone.number}`
    : phone.number
