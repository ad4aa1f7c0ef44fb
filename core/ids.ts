/** The platform's ids (products, customers, stores, carts): 24 hex characters, like Mongo ObjectIds (either case is read). */
export const OBJECT_ID = /^[0-9a-f]{24}$/i

/** Platform ids are 24 hex characters (Mongo ObjectIds). */
export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID.test(value)
}

// Ids the platform accepts for carts and lines: 24 hex characters, like its ObjectIds.
export function objectId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Session ids are 32 random alphanumeric characters. */
export function sessionId(length = 32): string {
  const bytes = new Uint8Array(length)
  crypto.getRandomValues(bytes)
  // 248 is the largest multiple of 62 below 256: rejecting above it keeps every character equally likely.
  let out = ''
  while (out.length < length) {
    for (const b of bytes) if (b < 248 && out.length < length) out += ALNUM[b % 62]
    crypto.getRandomValues(bytes)
  }
  return out
}
