// GA4 events -> TikTok Pixel events. Only product ids, names, prices and quantities leave: never personal data.
import type { PixelPurchase } from '#core/integrations/pixel-purchases'

type Params = Record<string, unknown>
type Item = { item_id: string; item_name?: string; price: number; quantity: number }

const NAMES: Record<string, string> = {
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  search: 'Search'
}

function contents(items: Item[], value: unknown, currency: unknown): Params {
  return {
    contents: items.map((i) => ({
      content_id: i.item_id,
      content_name: i.item_name,
      quantity: i.quantity,
      price: i.price
    })),
    content_type: 'product',
    value,
    currency
  }
}

/** The ttq.track arguments for a GA4 event, or undefined when TikTok has no such event. */
export function tiktokEvent(event: string, p: Params): [string, Params] | undefined {
  const name = NAMES[event]
  if (!name) return undefined
  if (event === 'search') return [name, { query: p.search_term }]
  return [name, contents((p.items as Item[]) ?? [], p.value, p.currency)]
}

/** A queued purchase as CompletePayment, with the event id shared with the server-side Events API. */
export function tiktokPurchase(p: PixelPurchase): [string, Params, { event_id: string }] {
  const items = p.items.map((i) => ({ item_id: i.id, price: i.price, quantity: i.quantity }))
  return ['CompletePayment', contents(items, p.value, p.currency), { event_id: p.event_id }]
}

/** ttq.identify's hashed e-mail and E.164 phone of a purchase's buyer, or undefined when it carries none. */
export function tiktokIdentity(p: PixelPurchase): Params | undefined {
  const u = p.user
  if (!u?.email && !u?.phone_e164) return undefined
  return { ...(u.email ? { email: u.email } : {}), ...(u.phone_e164 ? { phone_number: u.phone_e164 } : {}) }
}
