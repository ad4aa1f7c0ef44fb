// "My orders" drawn from the customer record at once, each row completed by its order when it has been read. The orders
// read are kept for the browser session (sessionStorage), so coming back to the list asks the passport for none of them.
import * as z from 'zod/mini'
import { ORDER_CACHE_KEY } from '../passport/session-data'
import type { OrderRef } from '../schemas/customer'
import { Order } from '../schemas/order'

/** What a row shows: the record's summary until the order is read, then the order itself. */
export interface OrderRow {
  ref: OrderRef
  order?: Order
}

/** The summary a row shows: the order's fields where it has been read, else the record's. */
export const rowSummary = (row: OrderRow): OrderRef | Order => row.order ?? row.ref

const time = (iso: string | undefined) => {
  const t = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(t) ? -Infinity : t
}

/**
 * Rows newest first: by number (the platform numbers orders in sequence), then by date; refs with neither keep their
 * stored order, last. An id listed twice is shown once.
 */
export function orderRows(refs: readonly OrderRef[] | undefined, read: ReadonlyMap<string, Order>): OrderRow[] {
  const seen = new Set<string>()
  return (refs ?? [])
    .filter((ref) => !seen.has(ref._id) && seen.add(ref._id))
    .map((ref, i) => [ref, i] as const)
    .sort(
      ([a, i], [b, j]) =>
        (b.number ?? -Infinity) - (a.number ?? -Infinity) || time(b.created_at) - time(a.created_at) || i - j
    )
    .map(([ref]) => {
      const order = read.get(ref._id)
      return order ? { ref, order } : { ref }
    })
}

/**
 * The part of the list to ask for, in one request: from the first row not read and not already asked for to the last
 * row drawn (`offset` into the newest-first list, the ids it covers), or null when every row is read or asked for.
 */
export function rowsToAsk(rows: readonly OrderRow[], asked: ReadonlySet<string>) {
  const offset = rows.findIndex((r) => !r.order && !asked.has(r.ref._id))
  return offset < 0 ? null : { offset, ids: rows.slice(offset).map((r) => r.ref._id) }
}

// At most this many orders are kept: a session that browses a long history must not fill the tab's storage.
export const ORDER_CACHE_MAX = 60

const Stored = z.object({ customer: z.string(), orders: z.array(z.unknown()) })

type Session = Pick<Storage, 'getItem' | 'setItem'> | null | undefined

/**
 * The orders kept for `customerId` this session. Storage is untrusted: another customer's copy, a corrupt one or an
 * order that no longer fits the schema is left out.
 */
export function readOrderCache(storage: Session, customerId: string): Map<string, Order> {
  const out = new Map<string, Order>()
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(ORDER_CACHE_KEY)
  } catch {
    return out
  }
  let json: unknown
  try {
    json = raw ? JSON.parse(raw) : null
  } catch {
    return out
  }
  const stored = Stored.safeParse(json)
  if (!stored.success || stored.data.customer !== customerId) return out
  for (const item of stored.data.orders) {
    const order = Order.safeParse(item)
    if (order.success) out.set(order.data._id, order.data)
  }
  return out
}

/** Keeps `orders` for `customerId`, the newest-numbered ORDER_CACHE_MAX of them; a full or blocked storage keeps none. */
export function writeOrderCache(storage: Session, customerId: string, orders: ReadonlyMap<string, Order>): void {
  const kept = [...orders.values()].sort((a, b) => (b.number ?? 0) - (a.number ?? 0)).slice(0, ORDER_CACHE_MAX)
  try {
    storage?.setItem(ORDER_CACHE_KEY, JSON.stringify({ customer: customerId, orders: kept }))
  } catch (e) {
    console.warn('[vitrine] orders not kept for the session', e)
  }
}
