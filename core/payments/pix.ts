// Pix: where a transaction carries its BR Code and expiry, and the rules of a Pix charge's life (pending until paid
// or expired, by its time or by the bank; an expired one may be replaced on the same order).
// Pure functions: the storefront and the local platform both use them, so both judge a charge the same way.
import { brCodeTxid, validBrCode } from './br-code'
import { isPix, PIX_INTERMEDIATOR_METHOD, PIX_METHOD, pixDiscountOption } from './pix-gateway'

export { isPix, PIX_INTERMEDIATOR_METHOD, PIX_METHOD, pixDiscountOption }
export { type BrCodeInput, brCode, brCodeTxid, crc16, emvFields, emvText, isTxid, validBrCode } from './br-code'

/** How long a code the demo platform issues stays payable. The storefront reads `valid_thru`, never this. */
export const PIX_EXPIRY_MS = 30 * 60 * 1000

// The parts of a transaction the Pix rules read, each on its own: a field of another type is absent, not a failure.
const text = (v: unknown, max = 512): string | undefined => (typeof v === 'string' && v.length <= max ? v : undefined)
const objectAt = (v: unknown, key: string): Record<string, unknown> | undefined => {
  const o = (v as Record<string, unknown> | null | undefined)?.[key]
  return o && typeof o === 'object' ? (o as Record<string, unknown>) : undefined
}

/**
 * Where Pix apps put the charge in a transaction (as the platform's Pagar.me app answers create_transaction): the BR
 * Code in intermediator.transaction_code, its expiry in account_deposit.valid_thru (absent when the app gives none),
 * the issue time in status.updated_at. The HTML of `notes` (a QR image hosted by the app) is never read.
 */
export function pixFields(transaction: unknown): { code?: string; validThru?: string; issuedAt?: string } {
  return {
    code: text(objectAt(transaction, 'intermediator')?.transaction_code),
    validThru: text(objectAt(transaction, 'account_deposit')?.valid_thru, 40),
    issuedAt: text(objectAt(transaction, 'status')?.updated_at, 40)
  }
}

export interface PixCode {
  code: string
  /** The txid the code carries, when it carries one (a dynamic code does not). */
  txid: string | undefined
  /** Epoch ms after which the code is no longer payable; null when the app gave no expiry (the platform tells). */
  expires: number | null
}

/**
 * The charge a Pix transaction carries, or null when it is not Pix or its code is not a valid BR Code (never a code
 * that would pay no one). Given `receivedAt` (the shopper's clock when the transaction arrived), the expiry counts the
 * code's own lifetime (valid_thru less its issue time) from then: a device whose clock is off still shows the right
 * minutes left. Without it, or without an issue time, valid_thru is read as it is.
 */
export function pixCharge(transaction: unknown, receivedAt?: number): PixCode | null {
  if (!isPix(transaction)) return null
  const { code, validThru, issuedAt } = pixFields(transaction)
  if (!validBrCode(code)) return null
  const until = Date.parse(validThru ?? '')
  const lifetime = until - Date.parse(issuedAt ?? '')
  const expires = Number.isNaN(until) ? null : receivedAt !== undefined && lifetime > 0 ? receivedAt + lifetime : until
  return { code, txid: brCodeTxid(code), expires }
}

/** The order's current Pix transaction: the last Pix one (an expired code is followed by its replacement). */
export function latestPix<T>(transactions: readonly T[] | undefined): T | undefined {
  return [...(transactions ?? [])].reverse().find((tx) => isPix(tx))
}

export type PixPhase = 'pending' | 'paid' | 'expired' | 'closed'

/** Payment statuses a Pix app reports when the bank drops a code unpaid (Pagar.me: canceled -> voided, failed -> unauthorized). */
const DROPPED = ['voided', 'unauthorized']

/**
 * Where a Pix order stands: paid once the payment status says so (even after the code's time, since a payment made
 * in time can be confirmed late); closed when the order was cancelled or its payment went anywhere else than
 * pending; expired when the bank dropped the code (the platform's word, whatever the local clock says) or once its
 * time is over; else pending. `expires` null: no time of its own, only the platform ends it.
 */
export function pixPhase(
  state: { financial?: string | undefined; order?: string | undefined },
  expires: number | null,
  now: number
): PixPhase {
  if (state.financial === 'paid' || state.financial === 'authorized') return 'paid'
  if (state.order === 'cancelled') return 'closed'
  if (state.financial && DROPPED.includes(state.financial)) return 'expired'
  if (state.financial && state.financial !== 'pending') return 'closed'
  return expires !== null && now >= expires ? 'expired' : 'pending'
}

/** Milliseconds left to pay, never below 0. */
export const pixTimeLeft = (expires: number, now: number): number => Math.max(0, expires - now)

/** The time left as the shopper reads it: '29:05', or '1:02:03' past an hour. */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}

/**
 * Whether an order may get a new Pix code: still open, its current code expired (its time over, or dropped by the
 * bank) and the payment not taken. A code that is still payable is never replaced (the shopper might pay both).
 */
export function canRenewPix(
  order: { status?: string; financial_status?: { current?: string }; transactions?: readonly unknown[] },
  now: number
): boolean {
  const tx = latestPix(order.transactions)
  if (!tx) return false
  const expires = Date.parse(pixFields(tx).validThru ?? '')
  const state = { financial: order.financial_status?.current, order: order.status }
  return pixPhase(state, Number.isNaN(expires) ? null : expires, now) === 'expired'
}

/**
 * Whether a transaction reached this page just now (the checkout's answer, a new code), so the status it came with is
 * the platform's current word; any other (a kept answer after a reload, an order read earlier) is checked first.
 */
export const arrivedJustNow = (receivedAt: number | undefined, now: number): boolean =>
  receivedAt !== undefined && now - receivedAt >= 0 && now - receivedAt < PIX_POLL.first

/** Order polling while a code waits: every 3 s for ten looks, then half again longer each time, at most 8 s. */
export const PIX_POLL = { first: 3000, factor: 1.5, max: 8000, errorMax: 60000 } as const

/**
 * The wait before the next look at the order, after `quiet` looks that found it unchanged: 3 s for the first ten
 * (a payment shows within seconds), then half again longer each time up to 8 s, so what the bank did (paid, expired)
 * shows within 10 s however long the page has been open; `failures` in a row (the API down or refusing) double it,
 * up to 60 s.
 */
export function pollDelay(quiet: number, failures = 0): number {
  const base = Math.min(PIX_POLL.max, PIX_POLL.first * PIX_POLL.factor ** Math.max(0, quiet - 10))
  return failures > 0 ? Math.min(PIX_POLL.errorMax, base * 2 ** failures) : base
}

/**
 * Whether an order's page shows its Pix screen: it has a Pix transaction and its payment still waits, or its code was
 * dropped by the bank (the screen then offers a new one). Paid, cancelled or closed orders only list the payment.
 */
export function pixAwaits(order: {
  status?: string | undefined
  financial_status?: { current?: string } | undefined
  transactions?: readonly unknown[] | undefined
}): boolean {
  if (!latestPix(order.transactions)) return false
  const phase = pixPhase({ financial: order.financial_status?.current, order: order.status }, null, 0)
  return phase === 'pending' || phase === 'expired'
}
