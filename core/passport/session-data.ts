// Every value this suite keeps in the browser's storage that came from a customer (their record, orders, what they
// typed or bought, where they live) is named here, and only here: the logout (from any widget, in any tab) forgets
// this list, so a new key written anywhere else would be a copy the next person at the browser could read.
// The cart is not here: it holds products, not the shopper, and outlives a logout as the platform's own cart does.
import { PASSPORT_KEY } from './cookie'

/** Orders read this browser session ('Meus pedidos'), per customer. */
export const ORDER_CACHE_KEY = 'vitrine:customer-orders'
/** The CEP typed on a product page or in the cart: it locates the shopper. */
export const ZIP_KEY = 'vitrineZip'
/** What the shopper typed in the checkout: name, e-mail, CPF, phone, address. */
export const CHECKOUT_DRAFT_KEY = 'vitrineCheckoutDraft'
/** The cart's shipping quote, with its CEP. */
export const CHECKOUT_SHIPPING_KEY = 'vitrineCheckoutShipping'
/** The confirmation's copy of the review: items, the delivery address, payments. */
export const PURCHASE_DETAILS_KEY = 'vitrinePurchaseDetails'
/** The platform's answer for the order just placed: buyer, address, transaction. */
export const LAST_ORDER_KEY = 'vitrineLastOrder'
/** Names the customer whose session ended without a logout (core/passport/store.ts). */
export const SESSION_ENDED_KEY = 'vitrineSessionEnded'

/**
 * Each key with where it lives ('s' sessionStorage, 'l' localStorage) and whether a session that ends without a
 * logout (token over, refused by the platform) keeps it: the shopper did not leave, so what they were doing stays for
 * them to log in again (core/checkout/session-end.ts); what they already bought is shown again only after a login.
 */
export const CUSTOMER_KEYS: readonly { key: string; area: 's' | 'l'; kept?: true }[] = [
  { key: ORDER_CACHE_KEY, area: 's' },
  { key: ZIP_KEY, area: 's', kept: true },
  { key: CHECKOUT_DRAFT_KEY, area: 's', kept: true },
  { key: CHECKOUT_SHIPPING_KEY, area: 's', kept: true },
  { key: PURCHASE_DETAILS_KEY, area: 's' },
  { key: LAST_ORDER_KEY, area: 's' },
  // The customer record and the ended mark: the passport store writes and removes them itself, in the order other
  // tabs rely on; listed so this list stays the whole of what a customer leaves behind.
  { key: PASSPORT_KEY, area: 'l' },
  { key: SESSION_ENDED_KEY, area: 'l', kept: true }
]

type Removable = Pick<Storage, 'removeItem'> | null | undefined

/**
 * Forgets the customer's stored data: all of it at a logout, what the session's end does not keep when `ended`.
 * Storage that throws (blocked) has nothing to forget.
 */
export function forgetCustomerData(session: Removable, local?: Removable, ended = false): void {
  for (const { key, area, kept } of CUSTOMER_KEYS) {
    if (ended && kept) continue
    try {
      ;(area === 's' ? session : local)?.removeItem(key)
    } catch {
      // nothing stored
    }
  }
}
