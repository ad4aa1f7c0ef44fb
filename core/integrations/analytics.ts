// The page's one analytics adapter: every bus event a store reports on becomes a GA4 ecommerce push on the data layer
// (our own array, so it fills on every page, /app/ included, whether or not a Google tag ever loads). Each push is
// made synchronously inside the bus handler, so it lands in the same frame as its event, and is preceded by
// `{ecommerce: null}` so a tag manager never merges one event's items into the next.
import type { Bus, Events } from '../bus'
import type { Cart, CartItem } from '../schemas/cart'
import { lineItem, listEvent, productItem, promotionEvent, purchaseEvent, shippingExtra, withValue } from './ga4'
import { firstTime } from './once'
import { forgetQueuedBuyers, queuePixelPurchase } from './pixel-queue'
import type { HashedUser } from './user-data'

export interface AnalyticsOptions {
  bus: Bus
  cart: { data: Cart }
  currency: string
  layer: unknown[]
  storage: Storage | null
  /** Called after each push with the GA4 event and its parameters (gtag and the pixels map from these). */
  onEvent?: (event: string, params: Record<string, unknown>) => void
  /** Events emitted before the adapter started, in order (`cart` is then the cart as it was before them). */
  early?: [string, unknown][]
  /** The store allows the buyer's hashed e-mail and phone on purchases (`ecom:hashed_user_data`). */
  userData?: boolean
}

export const PURCHASES_KEY = 'vitrine:ga4:purchases'

/** Starts the adapter; returns the function that stops it. */
export function startAnalytics(o: AnalyticsOptions) {
  const { bus, cart, currency, layer, storage, onEvent, early = [] } = o
  const push: Push = (event, ecommerce, flat) => {
    // A tag manager replaces push with its own: whatever it throws must not reach the bus (and the cart) through us.
    try {
      if (ecommerce) layer.push({ ecommerce: null })
      layer.push({ event, ...(ecommerce ? { ecommerce } : {}), ...flat })
    } catch (error) {
      console.warn('[vitrine] data layer push failed', error)
    }
    onEvent?.(event, { ...ecommerce, ...flat })
  }
  const handlers: Handlers = {
    ...cartHandlers(cart.data, currency, push),
    ...checkoutHandlers(currency, storage, push, o.userData === true),
    ...catalogueHandlers(currency, push),
    'passport:login': () => push('login'),
    'passport:signup': () => push('sign_up'),
    'passport:logout': () => forgetQueuedBuyers(storage)
  }
  for (const [topic, payload] of early)
    (handlers[topic as 'cart:view'] as ((e: unknown) => void) | undefined)?.(payload)
  for (const [topic, fn] of Object.entries(handlers)) bus.on(topic as 'cart:view', fn as (e: unknown) => void)
  return () => {
    for (const [topic, fn] of Object.entries(handlers)) bus.off(topic as 'cart:view', fn as (e: unknown) => void)
  }
}

/** The cart's lines as GA4 items with their value: what view_cart and the checkout steps report. */
const cartValue = (c: Cart, currency: string, extra?: Record<string, unknown>) =>
  withValue(
    c.items.map((i) => lineItem(i)),
    currency,
    extra
  )

/**
 * view_cart, the checkout steps and purchase (once per order id, across reloads; queued for the ad pixels too). With
 * `userData`, the purchase carries the buyer's hashes as `user_data` (Google's enhanced conversions names), and the
 * pixels' queued copy carries them too; without it, no trace of the buyer leaves.
 */
function checkoutHandlers(currency: string, storage: Storage | null, push: Push, userData: boolean): Handlers {
  return {
    'cart:view': ({ cart: c }) => push('view_cart', cartValue(c, currency)),
    'checkout:begin': ({ cart: c }) => push('begin_checkout', cartValue(c, currency)),
    'checkout:shipping': ({ cart: c, shipping }) =>
      push('add_shipping_info', cartValue(c, currency, shippingExtra(shipping))),
    'checkout:payment': ({ cart: c, method }) =>
      push('add_payment_info', cartValue(c, currency, { payment_type: method })),
    'checkout:purchase': ({ order, items, user }) => {
      // Kept by the order's number, as it is sent: the _id stays out of storage read by vendor scripts too.
      const ecommerce = purchaseEvent(order, items, currency)
      if (!firstTime(storage, PURCHASES_KEY, ecommerce.transaction_id)) return
      const hashed = userData && user && (user.email || user.phone) ? user : undefined
      push('purchase', ecommerce, hashed && { user_data: googleUserData(hashed) })
      queuePixelPurchase(storage, ecommerce, hashed)
    }
  }
}

/** Products, lists, favourites, promotions and searches. */
function catalogueHandlers(currency: string, push: Push): Handlers {
  const shown = new Map<string, number>()
  return {
    'product:view': ({ product }) => push('view_item', withValue([productItem(product)], currency)),
    'product:variation': ({ product, variation_id }) =>
      push('view_item', withValue([productItem(product, { item_variant: variation_id })], currency)),
    // Cards of one list arrive in several batches (each mounts on its own): positions continue across them.
    'list:view': ({ list, products }) => {
      const offset = shown.get(list) ?? 0
      shown.set(list, offset + products.length)
      push('view_item_list', listEvent(list, products, offset))
    },
    'list:select': ({ list, product, index }) => push('select_item', listEvent(list, [product], index)),
    'favorites:add': ({ product_id, product }) =>
      push(
        'add_to_wishlist',
        withValue(
          [product ? productItem(product) : { item_id: product_id, item_name: product_id, price: 0, quantity: 1 }],
          currency
        )
      ),
    'promotion:view': ({ promotion }) => push('view_promotion', promotionEvent(promotion)),
    'promotion:select': ({ promotion }) => push('select_promotion', promotionEvent(promotion)),
    'search:results': ({ term }) => push('search', undefined, { search_term: term })
  }
}

/** The hashes under Google's enhanced-conversions names. */
const googleUserData = (u: HashedUser) => ({ sha256_email_address: u.email, sha256_phone_number: u.phone_e164 })

type Handlers = { [K in keyof Events]?: (e: Events[K]) => void }
type Push = (event: string, ecommerce?: object, flat?: object) => void

/** add_to_cart / remove_from_cart for the difference of each change, from the quantities already reported. */
function cartHandlers(start: Cart, currency: string, push: Push): Handlers {
  const known = new Map<string, number>(start.items.map((i) => [i._id, i.quantity]))
  const delta = ({ item }: { item: CartItem }) => {
    const diff = item.quantity - (known.get(item._id) ?? 0)
    known.set(item._id, item.quantity)
    if (diff) push(diff > 0 ? 'add_to_cart' : 'remove_from_cart', withValue([lineItem(item, Math.abs(diff))], currency))
  }
  return {
    'cart:addItem': delta,
    'cart:increaseItemQnt': delta,
    'cart:fixItem': delta,
    'cart:removeItem': ({ item }) => {
      const before = known.get(item._id) ?? item.quantity
      known.delete(item._id)
      if (before > 0) push('remove_from_cart', withValue([lineItem(item, before)], currency))
    },
    // Another tab's edits and clear/reset: follow the cart without reporting (that tab reported them).
    'cart:change': ({ cart: c }) => {
      known.clear()
      c.items.forEach((i) => known.set(i._id, i.quantity))
    }
  }
}
