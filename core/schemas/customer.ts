import * as z from 'zod/mini'
import { fallback } from './fallback'
import { OrderAmount } from './order'

// Customer records come from the passport and from localStorage written by older builds; loose objects keep
// fields we do not read so a round trip never loses data a theme or the platform relies on.
const opt = z.optional

export const PersonName = z.looseObject({
  given_name: opt(z.string()),
  middle_name: opt(z.string()),
  family_name: opt(z.string())
})

// country_code stays optional: a number typed without a leading + carries no country (see parsePhone).
export const Phone = z.looseObject({
  country_code: opt(z.int()),
  number: z.string()
})

// Ranges only; whether the day exists in that month is parseDate's job, so a stored record is not discarded
// over a check the platform itself does not make.
export const BirthDate = z.looseObject({
  day: z.int().check(z.minimum(1), z.maximum(31)),
  month: z.int().check(z.minimum(1), z.maximum(12)),
  year: z.int().check(z.minimum(1))
})

export const Email = z.looseObject({
  address: z.string(),
  verified: opt(z.boolean())
})

// The platform stores number as an integer, but checkout forms hand it over as typed text.
export const Address = z.looseObject({
  _id: opt(z.string()),
  zip: opt(z.string()),
  name: opt(z.string()),
  street: opt(z.string()),
  number: opt(z.union([z.number(), z.string()])),
  complement: opt(z.string()),
  borough: opt(z.string()),
  city: opt(z.string()),
  province_code: opt(z.string()),
  province: opt(z.string()),
  country_code: opt(z.string()),
  line_address: opt(z.string()),
  default: opt(z.boolean())
})

// The platform keeps a summary of each order in the customer record: enough to list the orders before reading any
// (number, date, total: the Customers resource's orders[] has no status; the list request brings those). Each summary
// field is optional (older records hold the id and number only), and one of an odd shape reads as absent: it must not
// cost the customer the whole list.
const summary = <T extends z.ZodMiniType>(schema: T) => opt(fallback(opt(schema), undefined))
export const OrderRef = z.looseObject({
  _id: z.string(),
  number: opt(z.int()),
  created_at: summary(z.string()),
  amount: summary(OrderAmount)
})

export const Gender = z.enum(['f', 'm', 'x'])
export const Pronoun = z.enum(['he', 'she'])
// p = individual (pessoa física), j = legal person (pessoa jurídica).
export const RegistryType = z.enum(['p', 'j'])
export const InscriptionType = z.enum(['State', 'Municipal'])

export const Customer = z.looseObject({
  _id: opt(z.string()),
  name: opt(PersonName),
  display_name: opt(z.string()),
  main_email: opt(z.string()),
  emails: opt(z.array(Email)),
  phones: opt(z.array(Phone)),
  birth_date: opt(BirthDate),
  // The record's pronoun: Customers has no gender field (core/account/pronoun.ts reads it as one).
  pronoun: opt(Pronoun),
  registry_type: opt(RegistryType),
  inscription_type: opt(InscriptionType),
  inscription_number: opt(z.string()),
  corporate_name: opt(z.string()),
  doc_number: opt(z.string()),
  orders: opt(z.array(OrderRef)),
  favorites: opt(z.array(z.string())),
  addresses: opt(z.array(Address))
})

export type PersonName = z.infer<typeof PersonName>
export type Phone = z.infer<typeof Phone>
export type BirthDate = z.infer<typeof BirthDate>
export type Email = z.infer<typeof Email>
export type Address = z.infer<typeof Address>
export type OrderRef = z.infer<typeof OrderRef>
export type Gender = z.infer<typeof Gender>
export type Pronoun = z.infer<typeof Pronoun>
export type RegistryType = z.infer<typeof RegistryType>
export type InscriptionType = z.infer<typeof InscriptionType>
export type Customer = z.infer<typeof Customer>

export const CUSTOMER_NOT_OBJECT = 'Customer must be an object'

/**
 * The readable part of a customer record from the platform: a field of the wrong shape (an empty birth_date, a pronoun
 * of '') is dropped on its own, never the whole record, so one odd field cannot keep a customer from logging in.
 */
export function readableCustomer(value: unknown): Customer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const shape = Customer.def.shape as Record<string, z.ZodMiniType | undefined>
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    const schema = shape[key]
    if (!schema) out[key] = field
    else {
      const r = schema.safeParse(field)
      if (r.success) out[key] = r.data
    }
  }
  return out as Customer
}

// Accepts objects from another realm (an iframe's Object) too, which an instanceof check would reject;
// arrays, dates and class instances are refused because spreading them into the store would corrupt it.
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false
  const proto: unknown = Object.getPrototypeOf(x)
  return proto === null || Object.getPrototypeOf(proto) === null
}

// The guard the session store runs before setting a customer (the one error theme scripts may see).
export function assertCustomer(x: unknown): asserts x is Record<string, unknown> {
  if (!isPlainObject(x)) throw new Error(CUSTOMER_NOT_OBJECT)
}
