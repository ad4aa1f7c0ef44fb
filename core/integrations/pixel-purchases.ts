// The ad pixels' side of the purchase queue (core/integrations/pixel-queue.ts writes it): each pixel reads the queued purchases
// on a storefront page and sends those it has not sent yet. What comes back from storage is untrusted, so every entry
// is validated here, where it is read; one damaged entry is dropped, the others still go out.
import * as z from 'zod/mini'
import { HashedUser } from './hashed-user'
import { firstTime } from './once'
import { queuedEntries } from './pixel-queue'

// A purchase not sent within a week (no further visit) is dropped: vendors reject conversions that old anyway.
const MAX_AGE = 7 * 24 * 3600 * 1000

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

function read(storage: Storage | null): PixelPurchase[] {
  return queuedEntries(storage).flatMap((entry) => {
    const r = PixelPurchase.safeParse(entry)
    return r.success && Date.now() - r.data.at < MAX_AGE ? [r.data] : []
  })
}

/** Queued purchases `vendor` has not sent yet, each marked as sent now (so a reload never repeats one). */
export function takePixelPurchases(storage: Storage | null, vendor: string): PixelPurchase[] {
  return read(storage).filter((p) => firstTime(storage, `vitrine:pixel:sent:${vendor}`, p.order_id))
}
