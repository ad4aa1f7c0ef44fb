// Pix: the BR Code a bank app reads ("Pix copia e cola", the EMV QR payload of the Banco Central's manual) and the
// rules of a Pix charge's life (pending until paid or expired; an expired one may be replaced on the same order).
// Pure functions: the storefront and the local platform both use them, so both judge a charge the same way.
import * as z from 'zod/mini'
import { isPix, PIX_INTERMEDIATOR_METHOD, PIX_METHOD, pixDiscountOption } from './pix-gateway'

export { isPix, PIX_INTERMEDIATOR_METHOD, PIX_METHOD, pixDiscountOption }

/** How long a code the demo platform issues stays payable. The storefront reads `valid_thru`, never this. */
export const PIX_EXPIRY_MS = 30 * 60 * 1000

const GUI = 'br.gov.bcb.pix'

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over the UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** One EMV field: two-digit id, two-digit length, value (ASCII only, so characters and bytes agree). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Name and city as bank apps show them: no accents, letters, digits and spaces only, within the field's size. */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** A Pix txid: 1 to 25 letters or digits (the manual's limit for a code that carries its own amount). */
export const isTxid = (txid: string): boolean => /^[A-Za-z0-9]{1,25}$/.test(txid)

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  key: string
  /** In the currency's units (BRL); sent with two decimals. */
  amount: number
  txid: string
  merchantName: string
  merchantCity: string
}

/**
 * The "copia e cola" payload: format 01, single use (12), the Pix account (GUI and key), category 0000, BRL (986),
 * the amount, BR, merchant name and city, the txid, and the CRC16 of everything before it (its own id and length
 * included). Throws on a key, txid or amount that cannot make a valid code.
 */
export function brCode({ key, amount, txid, merchantName, merchantCity }: BrCodeInput): string {
  if (!key || key.length > 77) throw new RangeError('Pix key must have 1 to 77 characters')
  if (!isTxid(txid)) throw new RangeError('Pix txid must be 1 to 25 letters or digits')
  const cents = Math.round(amount * 100)
  if (!Number.isFinite(cents) || cents <= 0) throw new RangeError('Pix amount must be positive')
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', GUI) + field('01', key)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (cents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', emvText(merchantName, 25) || 'N'),
    field('60', emvText(merchantCity, 15) || 'N'),
    field('62', field('05', txid)),
    '6304'
  ].join('')
  return body + crc16(body)
}

/** The top-level fields of an EMV payload, or null when it does not parse whole. */
function fields(code: string): Map<string, string> | null {
  const out = new Map<string, string>()
  let i = 0
  while (i < code.length) {
    const id = code.slice(i, i + 2)
    const len = Number(code.slice(i + 2, i + 4))
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(code.slice(i + 2, i + 4)) || i + 4 + len > code.length) return null
    out.set(id, code.slice(i + 4, i + 4 + len))
    i += 4 + len
  }
  return out
}

/**
 * Whether a payload from the network is a BR Code a bank app will take: whole fields, format 01, a Pix account, a
 * CRC that matches. A code that fails is not drawn or offered to copy (the shopper would pay nothing, or the wrong one).
 */
export function validBrCode(code: string): boolean {
  if (code.length > 512 || !/^[\x20-\x7e]+$/.test(code)) return false
  const f = fields(code)
  if (f?.get('00') !== '01' || !code.endsWith(f.get('63') ?? '-') || f.get('63')?.length !== 4) return false
  if (!f.get('26')?.includes(GUI)) return false
  return crc16(code.slice(0, -4)) === f.get('63')
}

// The parts of a transaction the Pix rules read; the rest passes through.
const Method = z.looseObject({ code: z.string() })
export const PixCharge = z.looseObject({
  code: z.string().check(z.maxLength(512)),
  txid: z.string().check(z.maxLength(25)),
  valid_thru: z.string().check(z.maxLength(40))
})
export const PixTransaction = z.looseObject({
  _id: z.optional(z.string()),
  payment_method: Method,
  intermediator: z.optional(z.looseObject({ payment_method: z.optional(Method) })),
  status: z.optional(z.looseObject({ current: z.string(), updated_at: z.optional(z.string()) })),
  pix: z.optional(PixCharge)
})
export type PixCharge = z.infer<typeof PixCharge>
export type PixTransaction = z.infer<typeof PixTransaction>

export interface PixCode {
  code: string
  txid: string
  /** Epoch ms after which the code is no longer payable. */
  expires: number
}

/**
 * The charge a Pix transaction carries, or null when it carries none, or one that is not a valid BR Code. Given
 * `receivedAt` (the shopper's clock when the transaction arrived), the expiry counts the code's own lifetime
 * (valid_thru less its issue time, status.updated_at) from then: a device whose clock is off still shows the right
 * minutes left. Without it, or without an issue time, valid_thru is read as it is.
 */
export function pixCharge(transaction: unknown, receivedAt?: number): PixCode | null {
  if (!isPix(transaction)) return null
  const parsed = PixTransaction.safeParse(transaction)
  const pix = parsed.success ? parsed.data.pix : undefined
  const validThru = pix ? Date.parse(pix.valid_thru) : Number.NaN
  if (!pix || Number.isNaN(validThru) || !validBrCode(pix.code) || !isTxid(pix.txid)) return null
  const issued = Date.parse(parsed.data?.status?.updated_at ?? '')
  const lifetime = validThru - issued
  const expires = receivedAt !== undefined && lifetime > 0 ? receivedAt + lifetime : validThru
  return { code: pix.code, txid: pix.txid, expires }
}

/** The order's current Pix transaction: the last Pix one (an expired code is followed by its replacement). */
export function latestPix<T>(transactions: readonly T[] | undefined): T | undefined {
  return [...(transactions ?? [])].reverse().find((tx) => isPix(tx))
}

export type PixPhase = 'pending' | 'paid' | 'expired' | 'closed'

/**
 * Where a Pix order stands: paid once the payment status says so (even after the code's time, since a payment
 * made in time can be confirmed late); closed when the order was cancelled or its payment voided or refunded;
 * expired once its time is over; else pending.
 */
export function pixPhase(
  state: { financial?: string | undefined; order?: string | undefined },
  expires: number,
  now: number
): PixPhase {
  if (state.financial === 'paid' || state.financial === 'authorized') return 'paid'
  if (state.order === 'cancelled' || (state.financial && state.financial !== 'pending')) return 'closed'
  return now >= expires ? 'expired' : 'pending'
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
 * Whether an order may get a new Pix code: still open, its payment still pending, and its current Pix code
 * expired. A code that is still payable is never replaced (the shopper might pay both).
 */
export function canRenewPix(
  order: { status?: string; financial_status?: { current?: string }; transactions?: readonly unknown[] },
  now: number
): boolean {
  const tx = latestPix(order.transactions)
  const expires = Date.parse(PixTransaction.safeParse(tx).data?.pix?.valid_thru ?? '')
  if (!tx || Number.isNaN(expires)) return false
  return pixPhase({ financial: order.financial_status?.current, order: order.status }, expires, now) === 'expired'
}

/** Order polling while a code waits: every 3 s for ten looks, then half again longer each time, at most 30 s. */
export const PIX_POLL = { first: 3000, factor: 1.5, max: 30000, errorMax: 60000 } as const

/**
 * The wait before the next look at the order, after `quiet` looks that found it unchanged: 3 s for the first ten
 * (a payment shows within seconds), then half again longer each time up to 30 s; `failures` in a row (the API down
 * or refusing) double it, up to 60 s.
 */
export function pollDelay(quiet: number, failures = 0): number {
  const base = Math.min(PIX_POLL.max, PIX_POLL.first * PIX_POLL.factor ** Math.max(0, quiet - 10))
  return failures > 0 ? Math.min(PIX_POLL.errorMax, base * 2 ** failures) : base
}
