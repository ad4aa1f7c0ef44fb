import * as z from 'zod/mini'
import { fallback } from './fallback'
import { Picture } from './product'

// Orders are read-only here (my orders, order page). Loose objects keep every platform field a theme may show.
const opt = z.optional

/** The platform's "Payment status" values, verbatim (the platform calls it financial_status). */
export const PaymentStatus = z.enum([
  'pending',
  'under_analysis',
  'authorized',
  'unauthorized',
  'partially_paid',
  'paid',
  'dispute',
  'partially_refunded',
  'refunded',
  'voided',
  'unknown'
])

/** The platform's "Fulfillment status" values, verbatim. */
export const FulfillmentStatus = z.enum([
  'ready_for_shipping',
  'shipped',
  'delivered',
  'invoice_issued',
  'in_production',
  'in_separation',
  'partially_shipped',
  'partially_delivered',
  'returned_for_exchange',
  'received_for_exchange',
  'returned'
])

/** The platform's "Order status" values, verbatim. */
export const OrderStatus = z.enum(['open', 'closed', 'cancelled'])

// A status the platform adds later must not make a whole order list unreadable: an unrecognised payment status
// reads as the platform's own 'unknown' status, an unrecognised fulfillment status as absent.
export const FinancialStatusEntry = z.looseObject({
  current: fallback(PaymentStatus, 'unknown'),
  updated_at: opt(z.string())
})

export const FulfillmentStatusEntry = z.looseObject({
  current: opt(fallback(opt(FulfillmentStatus), undefined)),
  updated_at: opt(z.string())
})

export const OrderAmount = z.looseObject({
  total: z.number(),
  subtotal: opt(z.number()),
  freight: opt(z.number()),
  discount: opt(z.number()),
  tax: opt(z.number()),
  extra: opt(z.number()),
  balance: opt(z.number())
})

export const OrderItem = z.looseObject({
  _id: opt(z.string()),
  product_id: z.string(),
  variation_id: opt(z.string()),
  sku: opt(z.string()),
  name: opt(z.string()),
  quantity: z.number(),
  price: z.number(),
  final_price: opt(z.number()),
  picture: opt(Picture),
  // A kit's part: the kit's name, price and units, so the kit's price is shared out as the cart did.
  kit_product: opt(
    z.looseObject({ _id: z.string(), name: opt(z.string()), price: opt(z.number()), pack_quantity: opt(z.number()) })
  ),
  // 'freebie' marks a free gift's line.
  flags: opt(z.array(z.string()))
})

export const Order = z.looseObject({
  _id: z.string(),
  number: opt(z.number()),
  code: opt(z.string()),
  status: opt(OrderStatus),
  financial_status: opt(FinancialStatusEntry),
  fulfillment_status: opt(FulfillmentStatusEntry),
  amount: opt(OrderAmount),
  items: opt(z.array(OrderItem)),
  currency_id: opt(z.string()),
  currency_symbol: opt(z.string()),
  payment_method_label: opt(z.string()),
  shipping_method_label: opt(z.string()),
  status_link: opt(z.string()),
  checkout_link: opt(z.string()),
  notes: opt(z.string()),
  buyers: opt(z.array(z.looseObject({ _id: opt(z.string()) }))),
  shipping_lines: opt(z.array(z.looseObject({}))),
  transactions: opt(z.array(z.looseObject({}))),
  subscription_order: opt(z.looseObject({ _id: z.string(), number: opt(z.number()) })),
  created_at: opt(z.string()),
  updated_at: opt(z.string())
})

export type PaymentStatus = z.infer<typeof PaymentStatus>
export type FulfillmentStatus = z.infer<typeof FulfillmentStatus>
export type OrderStatus = z.infer<typeof OrderStatus>
export type OrderAmount = z.infer<typeof OrderAmount>
export type OrderItem = z.infer<typeof OrderItem>
export type Order = z.infer<typeof Order>
