// The parts of an order the detail screen shows beyond the Order schema: payment (boleto, card), shipping address
// and service, tracking codes and the status history. Each part is read on its own: a corrupt one is left out and
// the rest of the order still shows.
import * as z from 'zod/mini'
import { Address } from '../schemas/customer'
import type { Order } from '../schemas/order'

const opt = z.optional
const text = z.string().check(z.maxLength(500))

const Billet = z.looseObject({ code: opt(text), link: opt(text), valid_thru: opt(text) })
const Card = z.looseObject({
  company: opt(text),
  last_digits: opt(z.string().check(z.regex(/^\d{1,4}$/))),
  holder_name: opt(text)
})
const Method = z.looseObject({ code: opt(text), name: opt(text) })
// A card's instalment plan: at least 2 (one payment is no plan), each instalment's value, with interest or not.
const Plan = z.looseObject({
  number: z.number().check(z.int(), z.gte(2), z.lte(24)),
  value: z.number().check(z.positive()),
  tax: opt(z.boolean())
})
const Tracking = z.looseObject({ code: text, link: opt(text), tag: opt(text) })
const ShippingLine = z.looseObject({
  to: opt(Address),
  tracking_codes: opt(z.array(Tracking)),
  app: opt(z.looseObject({ label: opt(text) }))
})
const HistoryEntry = z.looseObject({ status: text, date_time: text })

export type Billet = z.infer<typeof Billet>
export type Card = z.infer<typeof Card>
export type Plan = z.infer<typeof Plan>
export type Tracking = z.infer<typeof Tracking>

const read = <T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined => {
  const r = schema.safeParse(value)
  return r.success ? r.data : undefined
}
const list = <T>(schema: z.ZodMiniType<T>, value: unknown): T[] =>
  Array.isArray(value) ? value.map((v) => read(schema, v)).filter((v): v is T => v !== undefined) : []

const Amount = z.number().check(z.nonnegative())
const Status = z.looseObject({ current: text })

/** One payment of an order: its method, the amount it pays, its status, and the boleto or card it carries. */
export interface PaymentPart {
  code?: string
  name?: string
  amount?: number
  status?: string
  billet?: Billet
  card?: Card
  /** The card's instalments, when it pays in more than one. */
  plan?: Plan
}

// A refused or voided attempt paid nothing: it is history, not a payment of the order.
const DEAD = new Set(['unauthorized', 'voided', 'refunded'])

function partOf(tx: Record<string, unknown>): PaymentPart {
  const method = read(Method, tx.payment_method)
  const billet = read(Billet, tx.banking_billet)
  const card = read(Card, tx.credit_card)
  return {
    code: method?.code,
    name: method?.name,
    amount: read(Amount, tx.amount),
    status: read(Status, tx.status)?.current,
    // A boleto with only its link (no line to type) still gives the shopper a way to pay it.
    billet: billet?.code || billet?.link ? billet : undefined,
    card: card?.last_digits ? card : undefined,
    plan: read(Plan, tx.installments)
  }
}

/**
 * Every payment of the order, points first (they are taken before the rest is charged), each with the amount it pays:
 * points plus a card read as two parts adding up to the total. A lone payment without an amount pays the whole
 * total; refused or voided attempts are left out while another payment stands.
 */
export function paymentsOf(order: Pick<Order, 'transactions' | 'amount' | 'payment_method_label'>): PaymentPart[] {
  const all = (Array.isArray(order.transactions) ? order.transactions : [])
    .filter((tx): tx is Record<string, unknown> => typeof tx === 'object' && tx !== null)
    .map(partOf)
  const alive = all.filter((p) => !p.status || !DEAD.has(p.status))
  const parts = alive.length ? alive : all.slice(-1)
  if (parts.length === 1 && parts[0]!.amount === undefined && order.amount) parts[0]!.amount = order.amount.total
  if (parts.length === 1 && !parts[0]!.name) parts[0]!.name = order.payment_method_label
  return [...parts].sort((a, b) => Number(b.code === 'loyalty_points') - Number(a.code === 'loyalty_points'))
}

/** The order's main payment (the one that is not points): method code and name, the boleto and the card. */
export function paymentOf(order: Order) {
  const parts = paymentsOf(order)
  const main = parts.find((p) => p.code !== 'loyalty_points') ?? parts[0]
  return {
    code: main?.code,
    name: order.payment_method_label ?? main?.name,
    billet: main?.billet,
    card: main?.card
  }
}

/** Shipping address, service label and tracking codes (links only when http(s)). */
export function shippingOf(order: Order) {
  const line = read(ShippingLine, order.shipping_lines?.[0])
  return {
    to: line?.to,
    service: order.shipping_method_label ?? line?.app?.label,
    tracking: list(
      Tracking,
      (order.shipping_lines ?? []).flatMap((l) => (l as { tracking_codes?: unknown[] }).tracking_codes ?? [])
    ).map((t) => ({ ...t, link: t.link && /^https?:\/\//.test(t.link) ? t.link : undefined }))
  }
}

export interface HistoryItem {
  kind: 'payment' | 'fulfillment' | 'order'
  status: string
  date: string
}

/**
 * The order's own status changes, from the dates the platform keeps: when it was cancelled or closed, and when it was
 * opened again after its creation (a reopened order).
 */
function orderChanges(order: Record<string, unknown>): HistoryItem[] {
  const at = (field: string) => read(text, order[field])
  const opened = at('opened_at')
  const created = at('created_at')
  const changes: [string, string | undefined][] = [
    ['cancelled', at('cancelled_at')],
    ['closed', at('closed_at')],
    ['open', opened && created && Date.parse(opened) > Date.parse(created) ? opened : undefined]
  ]
  return changes.flatMap(([status, date]) => (date ? [{ kind: 'order' as const, status, date }] : []))
}

/** Payment, fulfilment and order status changes, oldest first. */
export function historyOf(order: Order & Record<string, unknown>): HistoryItem[] {
  const from = (kind: HistoryItem['kind'], value: unknown) =>
    list(HistoryEntry, value).map((e) => ({ kind, status: e.status, date: e.date_time }))
  return [
    ...from('payment', order.payments_history),
    ...from('fulfillment', order.fulfillments),
    ...orderChanges(order)
  ]
    .filter((e) => !Number.isNaN(Date.parse(e.date)))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
}

/** Same-site or http(s) links only: a boleto link from the network must not run script. */
export const safeLink = (href: string | undefined): string | undefined =>
  href && (/^https?:\/\//.test(href) || /^\/(?!\/)/.test(href)) ? href : undefined
