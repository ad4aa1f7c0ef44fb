// GA4 events -> Meta Pixel standard events. Only product ids, prices and quantities leave, plus, when the store allows
// hashed user data, the buyer's SHA-256 hashes for advanced matching: never personal data in clear text.
import type { PixelPurchase } from '#core/integrations/pixel-purchases'

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

/** fbq('init')'s advanced matching: the hashes of the latest queued purchase that has them (em, ph), or undefined. */
export function metaMatching(purchases: readonly PixelPurchase[]): Params | undefined {
  const user = [...purchases].reverse().find((p) => p.user)?.user
  if (!user) return undefined
  return { ...(user.email ? { em: user.email } : {}), ...(user.phone ? { ph: user.phone } : {}) }
}
