import { phoneText } from '../account/phone-rules'
import { genderOf } from '../account/pronoun'
import { dateText } from '../parse/date'
import type { Customer } from '../schemas/customer'
import { maskDoc } from './documents'
import type { BuyerDraft } from './registration'

/**
 * The logged-in customer's record as the buyer form's text, so nothing they already gave is asked again; the birth
 * date as the store's country (`country`, settings.country_code) types it.
 */
export function buyerFromCustomer(c: Customer, b: BuyerDraft, country?: string): BuyerDraft {
  const phone = c.phones?.[0]
  const bd = c.birth_date
  return {
    ...b,
    email: c.main_email ?? b.email,
    name: [c.name?.given_name, c.name?.middle_name, c.name?.family_name].filter(Boolean).join(' ') || b.name,
    registry: c.registry_type ?? b.registry,
    // Shown as the field masks it (12.ABC.345/01DE-35), read back by the same rule.
    doc: c.doc_number ? maskDoc(c.registry_type ?? b.registry, c.doc_number) : b.doc,
    phone: phone ? phoneText(phone) : b.phone,
    birth: bd ? dateText(bd, country) : b.birth,
    // The record keeps a pronoun (the Customers resource has no gender).
    gender: genderOf(c.pronoun) || b.gender,
    corporate: c.corporate_name ?? b.corporate
  }
}
