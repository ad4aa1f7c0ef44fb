// Pure GA4 ecommerce mapping: bus payloads -> the `ecommerce` objects GA4 documents. Money is summed in integer
// minor units (the cart's own rule), so `value` is exact to the cent and equals the sum of price × quantity.
import type { Promotion, ShippingChoice } from '../bus'
import { lineTotalCents } from '../money/cart-math'
import { fromCents, toCents } from '../money/cents'
import { price as productPrice } from '../money/promotion'
import type { CartItem } from '../schemas/cart'
import type { Order } from '../schemas/order'
import type { Product } from '../schemas/product'

export interface Ga4Item {
  item_id: string
  item_name: string
  item_variant?: string
  item_brand?: string
  item_category?: string
  price: number
  quantity: number
  index?: number
  item_list_name?: string
}

type Line = Pick<CartItem, 'product_id' | 'sku' | 'name' | 'variation_id' | 'price' | 'final_price' | 'quantity'> & {
  brand?: string
  category?: string
}

const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T

/** A cart or order line as a GA4 item; `quantity` may be overridden (a change pushes only the difference). */
export function lineItem(line: Line, quantity = line.quantity): Ga4Item {
  return defined({
    item_id: line.sku || line.product_id,
    item_name: line.name ?? line.sku ?? line.product_id,
    item_variant: line.variation_id,
    item_brand: line.brand,
    item_category: line.category,
    price: fromCents(toCents(line.final_price ?? line.price)),
    quantity
  })
}

/** A product (card, product page) as a GA4 item, at the price the shopper pays now. */
export function productItem(product: Product, extra: Partial<Ga4Item> = {}): Ga4Item {
  const variation = extra.item_variant ? product.variations?.find((v) => v._id === extra.item_variant) : undefined
  return defined({
    item_id: variation?.sku || product.sku || product._id,
    item_name: product.name,
    item_brand: product.brands?.[0]?.name,
    item_category: product.categories?.[0]?.name,
    price: productPrice(variation ? ({ ...product, ...variation } as Product) : product),
    quantity: 1,
    ...extra
  })
}

/** Sum of price × quantity, in minor units then back: exact to the cent. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return fromCents(items.reduce((sum, i) => sum + lineTotalCents({ price: i.price, quantity: i.quantity }), 0))
}

/** The ecommerce object of an event about some items (value and currency included). */
export function withValue(items: Ga4Item[], currency: string, extra: Record<string, unknown> = {}) {
  return { currency, value: itemsValue(items), ...extra, items }
}

export function listEvent(list: string, products: readonly Product[], offset = 0) {
  return {
    item_list_id: listId(list),
    item_list_name: list,
    items: products.map((p, i) => productItem(p, { index: offset + i, item_list_name: list }))
  }
}

/** 'Resultados da busca' -> 'resultados_da_busca' (GA4 ids are short tokens). */
export function listId(list: string): string {
  return list
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

export function promotionEvent(p: Promotion) {
  return defined({
    promotion_id: p.id,
    promotion_name: p.name,
    creative_name: p.creative,
    creative_slot: p.position?.toString()
  })
}

export function shippingExtra(shipping: ShippingChoice) {
  return { shipping_tier: shipping.label }
}

/**
 * The purchase: the order's own total as value (freight and discounts included), the order's number as transaction
 * id. Never its _id: that is a key to the order on the platform, and vendors must get nothing that opens it.
 */
export function purchaseEvent(order: Order, items: readonly Line[], currency: string) {
  const amount = order.amount
  const lines = (items.length ? items : ((order.items ?? []) as Line[])).map((l) => lineItem(l))
  return defined({
    transaction_id: String(order.number),
    currency,
    value: amount?.total !== undefined ? fromCents(toCents(amount.total)) : itemsValue(lines),
    shipping: amount?.freight,
    tax: amount?.tax,
    items: lines
  })
}
