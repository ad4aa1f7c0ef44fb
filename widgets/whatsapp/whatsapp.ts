import { DEFAULT_COUNTRY_CODE, internationalDigits } from '#core/parse/phone'

/** The country code a WhatsApp number gets when the store wrote it without a leading +. */
export const WHATSAPP_DEFAULT_COUNTRY = DEFAULT_COUNTRY_CODE

/**
 * The digits wa.me expects (country code and number) from a store's phone: parsed with the store's phone rule; a
 * number written without + gets the default country code +55. Null when there are too few digits to be a phone.
 */
export function whatsappNumber(phone: string, defaultCountry = WHATSAPP_DEFAULT_COUNTRY): string | null {
  return internationalDigits(phone, defaultCountry)
}

/** The link: https://wa.me/<digits>, with the prefilled message when there is one. */
export function whatsappLink(digits: string, message?: string): string {
  return `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ''}`
}
