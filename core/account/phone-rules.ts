// A shopper's phone, as the account's profile and the checkout's buyer form both take it: the store's one phone rule
// (readPhone: ANATEL's area codes, a mobile's 9 + 8 digits or a landline starting 2-5, the country code read from
// "+55", "55" or "0055", the trunk 0 dropped), also used for the WhatsApp link and the hashed phone.
import { DEFAULT_COUNTRY_CODE, readPhone } from '../parse/phone'
import type { Phone } from '../schemas/customer'

/**
 * The phone in a typed text, or null when it is not one a shopper can be reached on. `country` is the store's: a
 * number typed without its +country is Brazil's in Brazil, the United States' elsewhere (+1).
 */
export const phoneFrom = (text: string, country = 'BR'): Phone | null =>
  readPhone(text, country === 'BR' ? DEFAULT_COUNTRY_CODE : 1)

/**
 * A saved phone as a form shows it again: a Brazilian one as its number, any other with its +country, so that
 * phoneFrom reads it back as the same phone (a foreign number shown bare would read as a wrong Brazilian one).
 */
export const phoneText = (phone: Phone): string =>
  phone.country_code && phone.country_code !== DEFAULT_COUNTRY_CODE
    ? `+${phone.country_code} ${phone.number}`
    : phone.number
