// A buyer's hashes, as the checkout makes them and the pixels' queue keeps them: a module of its own, imported by the
// bus's event types, the queue's writer and its reader alike without their importing each other.
import * as z from 'zod/mini'

const SHA256_HEX = z.string().check(z.regex(/^[0-9a-f]{64}$/))

/** A buyer's hashes (core/integrations/user-data.ts makes them); only these ever reach a vendor, never the data itself. */
export const HashedUser = z.object({
  /** SHA-256 of the e-mail, trimmed and lower-cased. */
  email: z.optional(SHA256_HEX),
  /** SHA-256 of the phone as country code + number, digits only (Meta's form). */
  phone: z.optional(SHA256_HEX),
  /** SHA-256 of the phone in E.164, with its + (Google's and TikTok's form). */
  phone_e164: z.optional(SHA256_HEX)
})
export type HashedUser = z.infer<typeof HashedUser>
