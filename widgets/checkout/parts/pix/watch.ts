import * as z from 'zod/mini'
import { api } from '#core/page/api'
import { PIX_METHOD, pollDelay } from '#core/payments/pix'

// Reads an order's status while its Pix code waits, through the store's public order path: only the order's id is
// needed (the buyer may be a visitor, logged out), and only status, number and totals are read from it, the fields
// that path keeps for anonymous readers. The API client spaces the requests per host; this adds the back-off.

export const OrderStatusRead = z.looseObject({
  status: z.optional(z.string()),
  financial_status: z.optional(z.looseObject({ current: z.string() }))
})
export type OrderStatusRead = z.infer<typeof OrderStatusRead>

export const readStatus = (orderId: string): Promise<OrderStatusRead> =>
  api.store(`orders/${encodeURIComponent(orderId)}`, { schema: OrderStatusRead, cached: false })

export interface Watch {
  stop(): void
}

/**
 * Looks at the order until `onStatus` answers true (paid, closed, expired), the first time after `first` ms, then
 * waiting `pollDelay` between looks (3 s, then slower; longer after failures; `onFail` hears each failed look). It
 * pauses while the page is hidden and looks again as soon as it is shown.
 */
export function watchOrder(
  orderId: string,
  onStatus: (s: OrderStatusRead) => boolean,
  read: (id: string) => Promise<OrderStatusRead> = readStatus,
  first: number = pollDelay(0),
  onFail?: () => void
): Watch {
  let timer: ReturnType<typeof setTimeout> | undefined
  let quiet = 0
  let failures = 0
  let stopped = false
  let inFlight = false
  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (!stopped && !document.hidden) timer = setTimeout(look, ms)
  }
  async function look() {
    if (stopped || inFlight || document.hidden) return
    inFlight = true
    try {
      const s = await read(orderId)
      failures = 0
      quiet++
      if (!stopped && onStatus(s)) stop()
    } catch {
      failures++
      if (!stopped) onFail?.()
    } finally {
      inFlight = false
    }
    schedule(pollDelay(quiet, failures))
  }
  const visibility = () => {
    if (document.hidden) clearTimeout(timer)
    else schedule(0)
  }
  function stop() {
    stopped = true
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', visibility)
  }
  document.addEventListener('visibilitychange', visibility)
  schedule(first)
  return { stop }
}

const Renewed = z.looseObject({ transaction: z.looseObject({}) })

/** A new Pix code for an order whose code expired: a new transaction on the same order. */
export async function renewPix(orderId: string): Promise<Record<string, unknown>> {
  const answer = await api.modules('create_transaction', {
    method: 'POST',
    body: { order_id: orderId, payment_method: { code: PIX_METHOD } },
    schema: Renewed,
    // Safe to resend: the platform issues at most one new code per expired one (a second gets a 409).
    idempotent: true
  })
  return answer.transaction
}
