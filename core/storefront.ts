// The public shape of window.storefront, for theme developers and for the suite. The build ships it as one file,
// dist/storefront.d.ts (scripts/public-types.mjs): the data types it imports are printed there from their zod schemas,
// so this file imports types only from modules that export a zod schema of the same name.
// Types only: the runtime creates the object (./page/storefront), the loader only queues calls made before that.
import type { Period } from './account/subscription'
import type { ConsentChoice } from './integrations/consent'
import type { HashedUser } from './integrations/hashed-user'
import type { Cart, CartItem } from './schemas/cart'
import type { Customer } from './schemas/customer'
import type { Order } from './schemas/order'
import type { Product } from './schemas/product'
import type { Session } from './schemas/session'
import type { Settings } from './settings'

/** What a snapshot handed to a theme is: readonly all the way down (the cart's is frozen at run time too). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends Element
    ? T
    : T extends readonly (infer U)[]
      ? readonly DeepReadonly<U>[]
      : T extends object
        ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
        : T

/** A promotion slot (banner, popup offer) as GA4's view_promotion / select_promotion describe it. */
export interface Promotion {
  id: string
  name: string
  creative?: string
  position?: number
}

/** A chosen delivery offer, as the checkout reports it. */
export interface ShippingChoice {
  label: string
  service_code?: string
  price: number
}

/** Payloads of the suite's bus events; each is also dispatched on window as `ecom:<topic>`. */
export type Events = {
  'cart:addItem': { item: CartItem; cart: Cart }
  'cart:increaseItemQnt': { item: CartItem; cart: Cart }
  'cart:fixItem': { item: CartItem; cart: Cart }
  'cart:removeItem': { item: CartItem; cart: Cart }
  'cart:clear': { cart: Cart }
  'cart:reset': { cart: Cart }
  'cart:save': { cart: Cart }
  'cart:change': { cart: Cart }
  'passport:login': { customer: Customer }
  /** The shopper logged out (here or in another tab): what was theirs must go. */
  'passport:logout': Record<string, never>
  /**
   * The session ended without a logout (its token expired or the platform refused it): the shopper is asked to log in
   * again, and what they were doing (a checkout's typed data) is kept for them.
   */
  'passport:expire': Record<string, never>
  'passport:change': { customer: Customer }
  /** Sign-up: a visitor's order created their customer record at the checkout. Only the record's id, never the data. */
  'passport:signup': { customer: Pick<Customer, '_id'> }
  'search:results': { term: string; total: number }
  /** A list of product cards shown (home grid, search results, category, carousel): `list` names it. */
  'list:view': { list: string; products: Product[] }
  /** A card of a list followed or bought from. */
  'list:select': { list: string; product: Product; index: number }
  /** The product page shows a product; `variation_id` once a variation is chosen. */
  'product:view': { product: Product }
  'product:variation': { product: Product; variation_id: string }
  /** A product was added to the customer's favourites (or removed). */
  'favorites:add': { product_id: string; product?: Product }
  'favorites:remove': { product_id: string }
  'promotion:view': { promotion: Promotion }
  'promotion:select': { promotion: Promotion }
  /** The /app/ cart route was shown. */
  'cart:view': { cart: Cart }
  'checkout:begin': { cart: Cart }
  'checkout:shipping': { cart: Cart; shipping: ShippingChoice }
  'checkout:payment': { cart: Cart; method: string }
  /**
   * Emitted once, when the order is placed: the order has been created, and the cart is emptied after it (cart:clear
   * and cart:reset follow), so a listener still reads the lines. `user`: SHA-256 hashes of the buyer's e-mail and
   * phone (never the data), for vendors the store allows them.
   */
  'checkout:purchase': { order: Order; items: CartItem[]; user?: HashedUser }
  /** A countdown reached zero. */
  'countdown:end': { element: HTMLElement }
}

/** Events dispatched on window outside the suite's bus: by the island loader, and by the consent module. */
export interface LoaderEvents {
  'widget:ready': { name: string; element: HTMLElement }
  'widget:error': { name: string; element: HTMLElement; error: unknown }
  /** A consent choice made in this tab (storefront.consent.on also hears other tabs'). */
  'consent:change': ConsentChoice
}

/** Every public event: topic -> detail, read-only. Each is also a `CustomEvent` named `ecom:<topic>` on window. */
export type StorefrontEvents = { [K in keyof (Events & LoaderEvents)]: DeepReadonly<(Events & LoaderEvents)[K]> }
export type StorefrontTopic = keyof StorefrontEvents

/** The window events, `ecom:<topic>` -> CustomEvent with that topic's detail (see WindowEventMap below). */
export type EcomEventMap = { [K in StorefrontTopic as `ecom:${K}`]: CustomEvent<StorefrontEvents[K]> }

/** Stops the listener it was returned for. */
export type Unsubscribe = () => void

type Sub<Prefix extends string> = {
  [K in StorefrontTopic]: K extends `${Prefix}:${infer T}` ? T : never
}[StorefrontTopic]

type Listen<Prefix extends string> = <T extends Sub<Prefix>>(
  topic: T,
  fn: (detail: StorefrontEvents[`${Prefix}:${T}` & StorefrontTopic]) => void
) => Unsubscribe

type Unlisten<Prefix extends string> = <T extends Sub<Prefix>>(
  topic: T,
  fn: (detail: StorefrontEvents[`${Prefix}:${T}` & StorefrontTopic]) => void
) => void

/** A line as a theme adds it: product_id, quantity and price are needed (else addItem answers null). */
export type CartItemInput = Partial<CartItem> & Pick<CartItem, 'product_id' | 'quantity' | 'price'>

/** The customer fields setCustomer merges; each is checked against the customer schema (an Error names the wrong ones). */
export type CustomerInput = { [K in keyof Customer as string extends K ? never : K]?: Customer[K] }

export interface StorefrontCart {
  /** The current cart: a frozen snapshot (change it through the methods). */
  readonly data: DeepReadonly<Cart>
  /** Ignored (null) unless product_id is text, quantity >= 0 and price >= 0; merges into an equal line when allowed. */
  addItem(item: CartItemInput): DeepReadonly<CartItem> | null
  /** Builds the line from a product (variation price, else product price). Async: that code loads on first use. */
  addProduct(product: Product, variationId?: string, quantity?: number): Promise<DeepReadonly<CartItem> | null>
  /** Adds `quantity` (default 1, may be negative); the result is clamped to min/max silently. */
  increaseItemQnt(itemId: string, quantity?: number): DeepReadonly<CartItem> | null
  /** Sets the quantity (clamped). Emits increaseItemQnt, save, change (the platform library's event name). */
  setItemQnt(itemId: string, quantity: number): DeepReadonly<CartItem> | null
  /** A subscription line's new period; merges with a line it becomes equal to. Emits save and change. */
  setItemPeriod(itemId: string, period: Period): DeepReadonly<CartItem> | null
  /** Re-applies the rules to one line (quantity bounds, final price). Takes the line or its id. */
  fixItem(item: string | Pick<CartItem, '_id'>): DeepReadonly<CartItem> | null
  /** Also removes the other lines of the same kit. */
  removeItem(itemId: string): DeepReadonly<CartItem> | null
  /** Empties items and subtotal. */
  clear(): void
  /** A new, empty cart with a new id. */
  reset(): void
  /** Writes the cart to storage now and emits save and change. */
  save(): void
  /** A `cart:*` event without its prefix; returns the unsubscribe function. */
  on: Listen<'cart'>
  off: Unlisten<'cart'>
}

export interface StorefrontPassport {
  /** Logged in: the session has auth.id. */
  checkLogin(): boolean
  /** Authorized: logged in with auth.level >= 2 (OAuth or document number). */
  checkAuthorization(): boolean
  /** Verified: auth.level >= 3. */
  checkVerification(): boolean
  /** The customer record; `{}` when logged out. */
  getCustomer(): DeepReadonly<Customer>
  getSession(): DeepReadonly<Session>
  /** Merges into the current record and emits 'change'; throws Error('Invalid customer: <fields>') for a wrong field. */
  setCustomer(customer: CustomerInput): DeepReadonly<Customer>
  /** Clears session and customer, removes the cookie, the stored customer and every other stored customer value, emits 'logout'. */
  logout(): void
  /** A `passport:*` event without its prefix; returns the unsubscribe function. */
  on: Listen<'passport'>
  off: Unlisten<'passport'>
}

/** What consent.set takes: purposes left out are refused. */
export type ConsentInput = { [K in Exclude<keyof ConsentChoice, 'at'>]?: boolean }

/** The shopper's consent per purpose (analytics, ads, functional), for a theme with its own banner or its own tags. */
export interface StorefrontConsent {
  /** The choice, or null until the shopper (or the theme) chose. */
  get(): ConsentChoice | null
  /** Records a choice; purposes left out are refused. */
  set(choice: ConsentInput): ConsentChoice
  /** Called on each later change; returns the unsubscribe function. */
  on(fn: (choice: ConsentChoice | null) => void): Unsubscribe
  /**
   * Shows the consent banner's choices again, the current choice ticked (needs the consent widget on the page). A link
   * or button with `data-consent-open` does the same.
   */
  open(): void
}

export interface Storefront {
  /** This suite's version. */
  readonly version: string
  /** The version of the platform's storefront template whose behaviour the suite follows. */
  readonly templateVersion: string
  readonly settings: Settings
  readonly cart: StorefrontCart
  /** Present once `ready()` has resolved, or once a widget has used the session. */
  readonly passport?: StorefrontPassport
  /** The page overlay (one for the whole page, under drawers and dialogs): a theme shows it under its own panels; a
   *  click on it hides it and closes the topmost layer. */
  readonly overlay: { show(): void; hide(): void }
  /** The shopper's consent for each purpose; present once the integrations module has loaded (soon after the runtime). */
  readonly consent?: StorefrontConsent
  /** Resolves when settings, cart and passport are on the handle. */
  ready(): Promise<Storefront>
  /** Any public event, without the `ecom:` prefix; returns the unsubscribe function. */
  on<K extends StorefrontTopic>(topic: K, fn: (detail: StorefrontEvents[K]) => void): Unsubscribe
  off<K extends StorefrontTopic>(topic: K, fn: (detail: StorefrontEvents[K]) => void): void
}

/** What the loader puts on window before the runtime arrives: on/off calls are queued in `q`; ready() is its own. */
export interface StorefrontStub {
  q?: [method: 'on' | 'off', args: unknown[]][]
  /** Queues the call; answers the function that stops that listener, before or after the runtime arrives. */
  on?: (...args: unknown[]) => () => void
  off?: (...args: unknown[]) => void
  ready?: () => Promise<Storefront>
}

declare global {
  /**
   * The suite's handle, put on the page by the loader (`storefront.js`): `await storefront.ready()` in a theme script.
   * The loader is the page's first script of the suite, so a theme script that runs after it finds the handle.
   */
  var storefront: Storefront
  // addEventListener('ecom:cart:change', (e) => e.detail.cart) is typed, in theme scripts as in the suite.
  interface WindowEventMap extends EcomEventMap {}
}
