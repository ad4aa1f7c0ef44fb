// Ad pixels do not run under /app/ (the checkout), where purchases happen. The analytics adapter, which does run there,
// queues each purchase once; each pixel sends it on the shopper's next storefront page, once per order
// (core/integrations/pixel-purchases.ts). The event id is derived from the order id alone, so a server-side conversions API
// computes the same id and the vendor keeps one.
// This side only writes, and runs on every page with the adapter: queued entries are kept as they are, unread (the
// pixels validate each entry when they read it), so writing needs no schema code.
import type { Ga4Item } from './ga4'
import type { HashedUser } from './hashed-user'

export const PIXEL_QUEUE_KEY = 'vitrine:pixel:purchases'
// Enough for any shopper between two storefront pages; the oldest go first.
const KEPT = 20

export const purchaseEventId = (orderId: string) => `purchase-${orderId}`

/** The queued entries as stored, whatever they hold (an unreadable queue starts again). */
export function queuedEntries(storage: Storage | null): unknown[] {
  try {
    const queued: unknown = JSON.parse(storage?.getItem(PIXEL_QUEUE_KEY) ?? '[]')
    return Array.isArray(queued) ? queued : []
  } catch {
    return []
  }
}

export function queuePixelPurchase(
  storage: Storage | null,
  e: { transaction_id: string; value: number; currency: string; items: Ga4Item[] },
  user?: HashedUser
) {
  const others = queuedEntries(storage).filter(
    (p) => (p as { order_id?: unknown } | null)?.order_id !== e.transaction_id
  )
  others.push({
    order_id: e.transaction_id,
    event_id: purchaseEventId(e.transaction_id),
    value: e.value,
    currency: e.currency,
    at: Date.now(),
    items: e.items.map((i) => ({ id: i.item_id, quantity: i.quantity, price: i.price })),
    ...(user ? { user } : {})
  })
  try {
    storage?.setItem(PIXEL_QUEUE_KEY, JSON.stringify(others.slice(-KEPT)))
  } catch {
    // blocked storage: the pixels miss this purchase; the server-side API still has it
  }
}

/**
 * A logout takes the buyer's hashed e-mail and phone off the purchases still queued (a hash is still the customer's
 * data); the purchases stay for the pixels, without the match.
 */
export function forgetQueuedBuyers(storage: Storage | null): void {
  const queued = queuedEntries(storage)
  const isObject = (p: unknown): p is Record<string, unknown> => typeof p === 'object' && p !== null
  if (!queued.some((p) => isObject(p) && 'user' in p)) return
  try {
    storage?.setItem(PIXEL_QUEUE_KEY, JSON.stringify(queued.map((p) => (isObject(p) ? { ...p, user: undefined } : p))))
  } catch {
    // blocked storage: nothing was kept either
  }
}
