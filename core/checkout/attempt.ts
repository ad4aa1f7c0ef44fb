import * as z from 'zod/mini'
import type { Cart, CartItem } from '../schemas/cart'

// One purchase attempt, kept with the checkout draft (session storage) from the moment the order is sent until its
// order is known: its idempotency key, so a reload or a second press asks the platform for the same order instead of
// making another; the lines it sent, so only those leave the cart afterwards; and, once the platform has answered, the
// order it made (a refused card leaves one, paid later on the same order).

export const SentLine = z.object({
  _id: z.string().check(z.minLength(1), z.maxLength(64)),
  quantity: z.number().check(z.int(), z.minimum(1), z.maximum(99_999))
})
export type SentLine = z.infer<typeof SentLine>

export const Attempt = z.object({
  key: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  lines: z.array(SentLine).check(z.maxLength(200)),
  /** The order this attempt made, once known (an unpaid one: a refused card). */
  order: z.optional(
    z.object({
      _id: z.string().check(z.regex(/^[0-9a-f]{24}$/)),
      number: z.number().check(z.int(), z.minimum(0))
    })
  )
})
export type Attempt = z.infer<typeof Attempt>

/** The lines an order sends, as the attempt keeps them. */
export const sentLines = (items: readonly CartItem[]): SentLine[] =>
  items.map((i) => ({ _id: i._id, quantity: i.quantity }))

/** Whether the cart still holds exactly what the attempt sent (same lines, same quantities). */
export function sameLines(items: readonly CartItem[], sent: readonly SentLine[]): boolean {
  if (items.length !== sent.length) return false
  const wanted = new Map(sent.map((l) => [l._id, l.quantity]))
  return items.every((i) => wanted.get(i._id) === i.quantity)
}

export interface AfterOrder {
  /** Lines bought whole: they leave the cart. */
  remove: string[]
  /** Lines that gained units while the order was sent (another tab): the units bought leave, the rest stay. */
  keep: { _id: string; quantity: number }[]
}

/**
 * What leaves the cart once the order is known: only what was sent. A line added meanwhile (another tab) is not in
 * `sent` and stays; a line whose quantity grew keeps the extra units; one already removed is left alone.
 */
export function afterOrder(cart: Pick<Cart, 'items'>, sent: readonly SentLine[]): AfterOrder {
  const out: AfterOrder = { remove: [], keep: [] }
  for (const s of sent) {
    const line = cart.items.find((i) => i._id === s._id)
    if (!line) continue
    if (line.quantity > s.quantity) out.keep.push({ _id: line._id, quantity: line.quantity - s.quantity })
    else out.remove.push(line._id)
  }
  return out
}
