import * as z from 'zod/mini'
import { PURCHASE_DETAILS_KEY as KEY } from '#core/passport/session-data'
import { readJson, writeJson } from './storage'

// What the order was placed with, as the shopper chose it (the platform's answer carries only ids, statuses and
// totals): the confirmation lists it. Written at each attempt, so it is the last one's; kept for the session.

const text = z.string().check(z.maxLength(300))
export const PurchaseDetails = z.object({
  items: z.array(z.object({ name: text, quantity: z.number(), total: z.number() })).check(z.maxLength(200)),
  address: text,
  service: z.optional(text),
  payments: z.array(z.object({ label: text, amount: z.optional(z.number()) })).check(z.maxLength(4))
})
export type PurchaseDetails = z.infer<typeof PurchaseDetails>

export const savePurchaseDetails = (d: PurchaseDetails): void => writeJson(KEY, d)

export function purchaseDetails(): PurchaseDetails | null {
  const r = PurchaseDetails.safeParse(readJson(KEY))
  return r.success ? r.data : null
}
