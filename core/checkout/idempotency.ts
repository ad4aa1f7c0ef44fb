// One key per order attempt: sent with @checkout so a retried request (the client's own 5xx retries, or a second
// click after a lost answer) is answered with the first order instead of creating another one. 128 random bits.

type Fill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

export function idempotencyKey(random: Fill = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
