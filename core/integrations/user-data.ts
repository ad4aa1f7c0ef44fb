// Hashed user data for the vendors' enhanced conversions (Google) and advanced matching (Meta, TikTok): SHA-256 of the
// normalised e-mail and phone, never the data itself. The checkout always hashes (so clear text never reaches the bus,
// whose events a tag manager can read on window); the analytics adapter passes the hashes on only when the store
// turns it on (`ecom:hashed_user_data` = true).
// The schema (and so the type) lives with the pixels' reader of the purchase queue, which validates the hashes it reads
// back from storage: the checkout, which only hashes, does not load zod code for it.
import { internationalDigits } from '../parse/phone'
import type { HashedUser } from './hashed-user'

export type { HashedUser }

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The hashes of what the shopper gave. Empty when the browser cannot hash (crypto.subtle exists only on https and
 * localhost): nothing is then sent rather than clear text.
 */
export async function hashUser(input: { email?: string; phone?: string }): Promise<HashedUser> {
  if (!globalThis.crypto?.subtle) return {}
  const email = input.email?.trim().toLowerCase()
  const phone = input.phone ? internationalDigits(input.phone) : null
  const out: HashedUser = {}
  try {
    if (email?.includes('@')) out.email = await sha256(email)
    if (phone) {
      out.phone = await sha256(phone)
      out.phone_e164 = await sha256(`+${phone}`)
    }
  } catch {
    return {}
  }
  return out
}
