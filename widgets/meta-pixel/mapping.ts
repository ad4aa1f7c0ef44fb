// GA4 events -> Meta Pixel standard events. Only product ids, prices and quantities leave: never personal data.
import type { PixelPurchase } from '../../core/page/pixel-queue'

type Params = Record<string, unknown>
type Item = { item_id: string; price: number; quantity: number }

const NAMES: Record<string, string> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_to_wishlist: 'AddToWishlist',
  search: 'Search'
}

function contents(items: Item[], value: unknown, currency: unknown): Params {
  return {
    content_ids: items.map((i) => i.item_id),
    contents: items.map((i) => ({ id: i.item_id, quantity: i.quantity, item_price: i.price })),
    content_type: 'product',
    value,
    currency
  }
}

/** The fbq('track', …) arguments for a GA4 event, or undefined when Meta has no such event. */
export function metaEvent(event: string, p: Params): [string, Params] | undefined {
  const name = NAMES[event]
  if (!name) return undefined
  if (event === 'search') return [name, { search_string: p.search_term }]
  return [name, contents((p.items as Item[]) ?? [], p.value, p.currency)]
}

/** A queued purchase: its event id lets the Conversions API's copy of the same purchase be deduplicated. */
export function metaPurchase(p: PixelPurchase): [string, Params, { eventID: string }] {
  const items = p.items.map((i) => ({ item_id: i.id, price: i.price, quantity: i.quantity }))
  return ['Purchase', contents(items, p.value, p.currency), { eventID: p.event_id }]
}
