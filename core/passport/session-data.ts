// Customer data a page keeps for the browser session (sessionStorage) to spare the passport's slow host a second read:
// every key is listed here, so a logout (here or in another tab) forgets all of them at once.
export const ORDER_CACHE_KEY = 'vitrine:customer-orders'

export const CUSTOMER_SESSION_KEYS = [ORDER_CACHE_KEY] as const

/** Forgets the customer's session data; storage that throws (blocked) has nothing to forget. */
export function forgetCustomerData(storage: Pick<Storage, 'removeItem'> | null | undefined): void {
  for (const key of CUSTOMER_SESSION_KEYS) {
    try {
      storage?.removeItem(key)
    } catch {
      // nothing stored
    }
  }
}
