// Ad pixels do not run under /app/ (the checkout), where purchases happen. The analytics adapter, which does run there,
// queues each purchase once; each pixel sends it on the shopper's next storefront page, once per order. The event id
// is derived from the order id alone, so a server-side conversions API computes the same id and the vendor keeps one.
import * as z from 'zod/mini'
import type { Ga4Item } from './ga4'
import { firstTime } from './once'

export const PIXEL_QUEUE_KEY = 'vitrine:pixel:purchases'
// A purchase not sent within a week (no further visit) is dropped: vendors reject conversions that old anyway.
const MAX_AGE = 7 * 24 * 3600 * 1000

const SHA256_HEX = z.string().check(z.regex(/^[0-9a-f]{64}$/))

/** A buyer's hashes (core/page/user-data.ts makes them); only these ever reach a vendor, never the data itself. */
export const HashedUser = z.object({
  /** SHA-256 of the e-mail, trimmed and lower-cased. */
  email: z.optional(SHA256_HEX),
  /** SHA-256 of the phone as country code + number, digits only (Meta's form). */
  phone: z.optional(SHA256_HEX),
  /** SHA-256 of the phone in E.164, with its + (Google's and TikTok's form). */
  phone_e164: z.optional(SHA256_HEX)
})
export type HashedUser = z.infer<typeof HashedUser>

const PixelPurchase = z.object({
  order_id: z.string(),
  event_id: z.string(),
  value: z.number(),
  currency: z.string(),
  at: z.number(),
  items: z.array(z.object({ id: z.string(), quantity: z.number(), price: z.number() })),
  /** The buyer's hashes, only when the store allows hashed user data. */
  user: z.optional(HashedUser)
})
export type PixelPurchase = z.infer<typeof PixelPurchase>

export const purchaseEventId = (orderId: string) => `purchase-${orderId}`

function read(storage: Storage | null): PixelPurchase[] {
  try {
    const r = z.array(PixelPurchase).safeParse(JSON.parse(storage?.getItem(PIXEL_QUEUE_KEY) ?? '[]'))
    return r.success ? r.data.filter((p) => Date.now() - p.at < MAX_AGE) : []
  } catch {
    return []
  }
}

export function queuePixelPurchase(
  storage: Storage | null,
  e: { transaction_id: string; value: number; currency: string; items: Ga4Item[] },
  user?: HashedUser
) {
  const queue = read(storage).filter((p) => p.order_id !== e.transaction_id)
  queue.push({
    order_id: e.transaction_id,
    event_id: purchaseEventId(e.transaction_id),
    value: e.value,
    currency: e.currency,
    at: Date.now(),
    items: e.items.map((i) => ({ id: i.item_id, quantity: i.quantity, price: i.price })),
    ...(user ? { user } : {})
  })
  try {
    storage?.setItem(PIXEL_QUEUE_KEY, JSON.stringify(queue.slice(-20)))
  } catch {
    // blocked storage: the pixels miss this purchase; the server-side API still has it
  }
}

/** Queued purchases `vendor` has not sent yet, each marked as sent now (so a reload never repeats one). */
export function takePixelPurchases(storage: Storage | null, vendor: string): PixelPurchase[] {
  return read(storage).filter((p) => firstTime(storage, `vitrine:pixel:sent:${vendor}`, p.order_id))
}
