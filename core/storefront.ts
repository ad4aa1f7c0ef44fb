// The public shape of window.storefront, for theme developers (shipped as dist/storefront.d.ts) and for the suite.
// Types only: the runtime creates the object (./page/storefront), the loader only queues calls made before that.
import type { Events } from './bus'
import type { CartStore } from './cart/store'
import type { ConsentChoice, ConsentInput } from './integrations/consent'
import type { PassportStore } from './passport/store'
import type { CartItem } from './schemas/cart'
import type { Settings } from './settings'

/** Events dispatched by the loader itself, outside the suite's bus. */
export interface LoaderEvents {
  'widget:ready': { name: string; element: HTMLElement }
  'widget:error': { name: string; element: HTMLElement; error: unknown }
}

/** Every public event: topic -> detail. Each is also a `CustomEvent` named `ecom:<topic>` on window. */
export type PageEvents = Events & LoaderEvents
export type PageTopic = keyof PageEvents

type Sub<Prefix extends string> = {
  [K in PageTopic]: K extends `${Prefix}:${infer T}` ? T : never
}[PageTopic]

type Listen<Prefix extends string> = <T extends Sub<Prefix>>(
  topic: T,
  fn: (detail: PageEvents[`${Prefix}:${T}` & PageTopic]) => void
) => void

export interface StorefrontCart extends CartStore {
  /** Builds the line from a product (variation price, else product price). Async: that code loads on first use. */
  addProduct(product: unknown, variationId?: string, quantity?: number): Promise<CartItem | null>
  on: Listen<'cart'>
  off: Listen<'cart'>
}

export type StorefrontPassport = Pick<
  PassportStore,
  'checkLogin' | 'checkAuthorization' | 'checkVerification' | 'getCustomer' | 'getSession' | 'setCustomer' | 'logout'
> & { on: Listen<'passport'>; off: Listen<'passport'> }

/** The shopper's consent per purpose (analytics, ads, functional), for a theme with its own banner or its own tags. */
export interface StorefrontConsent {
  /** The choice, or null until the shopper (or the theme) chose. */
  get(): ConsentChoice | null
  /** Records a choice; purposes left out are refused. */
  set(choice: ConsentInput): ConsentChoice
  /** Called on each later change; returns the unsubscribe function. */
  on(fn: (choice: ConsentChoice | null) => void): () => void
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
  /** Present once `ready()` has resolved, or once a widget that uses the session has loaded. */
  readonly passport?: StorefrontPassport
  /** The page overlay (one for the whole page, under drawers and dialogs): a theme shows it under its own panels; a
   *  click on it hides it and closes the topmost layer. */
  readonly overlay: { show(): void; hide(): void }
  /** The shopper's consent for each purpose; present once the integrations module has loaded (soon after the runtime). */
  readonly consent?: StorefrontConsent
  /** Resolves when settings, cart and passport are on the handle. */
  ready(): Promise<Storefront>
  /** Any public event, without the `ecom:` prefix. */
  on<K extends PageTopic>(topic: K, fn: (detail: PageEvents[K]) => void): void
  off<K extends PageTopic>(topic: K, fn: (detail: PageEvents[K]) => void): void
}

/** What the loader puts on window before the runtime arrives: on/off calls are queued in `q`; ready() is its own. */
export interface StorefrontStub {
  q?: [method: 'on' | 'off', args: unknown[]][]
  on?: (...args: unknown[]) => void
  off?: (...args: unknown[]) => void
  ready?: () => Promise<Storefront>
}

declare global {
  interface Window {
    storefront?: Storefront | StorefrontStub
  }
}
