import type { Gender, Pronoun } from '../schemas/customer'

// The customer record keeps a pronoun ('he', 'she'), not the gender the checkout asks for ('m', 'f', 'x'): the form's
// choice is read from it and written back to it. 'x' has no pronoun there.

/** The form's gender for a record's pronoun; '' when the record keeps none. */
export const genderOf = (pronoun: unknown): Gender | '' => (pronoun === 'she' ? 'f' : pronoun === 'he' ? 'm' : '')

/** The record's pronoun for a chosen gender, or undefined when the record cannot keep it ('x', none). */
export const pronounOf = (gender: string): Pronoun | undefined =>
  gender === 'f' ? 'she' : gender === 'm' ? 'he' : undefined
