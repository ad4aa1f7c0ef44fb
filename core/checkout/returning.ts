import * as z from 'zod/mini'
import { addressKey } from '../account/address-key'

// A returning customer's checkout: with complete data and a saved address the cart leads straight to one review
// screen where everything is already chosen — the default address, the shipping service and payment method used last
// in this browser (else the cheapest service and the first method) — and each part can be changed there.

/** What this browser remembers of a customer's last order: choices only, never card or personal data. */
export const LastUsed = z.object({
  method: z.optional(z.string().check(z.maxLength(40))),
  service: z.optional(z.string().check(z.maxLength(80)))
})
export type LastUsed = z.infer<typeof LastUsed>

/** Remembered choices per customer id; anything unreadable is dropped (storage is untrusted). */
export function lastUsedFor(stored: unknown, customerId: string | undefined): LastUsed {
  if (!customerId || !stored || typeof stored !== 'object') return {}
  const r = LastUsed.safeParse((stored as Record<string, unknown>)[customerId])
  return r.success ? r.data : {}
}

/** The stored map with this customer's choices replaced (at most 5 customers kept: a shared computer stays small). */
export function rememberFor(stored: unknown, customerId: string, used: LastUsed): Record<string, LastUsed> {
  const old = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const kept = Object.entries(old)
    .filter(([id, v]) => id !== customerId && LastUsed.safeParse(v).success)
    .slice(-4) as [string, LastUsed][]
  return Object.fromEntries([...kept, [customerId, used]])
}

/** Whether the cart may lead straight to the review: nothing missing from the buyer's data and an address on file. */
export const reviewReady = (
  buyerComplete: boolean,
  addresses: readonly { zip?: string | undefined }[] | undefined
): boolean => buyerComplete && Boolean(addresses?.some((a) => a.zip))

/** The saved address to deliver to: the one picked, else the default, else the first. */
export function preferredAddress<A extends Parameters<typeof addressKey>[0] & { default?: boolean | undefined }>(
  addresses: readonly A[],
  picked: string
): A | undefined {
  return addresses.find((a) => addressKey(a) === picked) ?? addresses.find((a) => a.default) ?? addresses[0]
}

/** The service to preselect: the one used last when this quote offers it, else the first (quotes come cheapest first). */
export function preferredService(services: readonly { service_code?: string }[], last?: string): string | undefined {
  return (last && services.find((s) => s.service_code === last)?.service_code) || services[0]?.service_code
}

/** The method to preselect: the one chosen now, else the one used last, else the first offered. */
export function preferredMethod(offered: readonly string[], chosen: string, last?: string): string {
  if (offered.includes(chosen)) return chosen
  if (last && offered.includes(last)) return last
  return offered[0] ?? ''
}
