// The page's one set of shared state: settings read once from the meta tags, the event bus, guarded storage, the
// cart and the labels. It imports nothing of the page's other modules, so the API client, the session and the
// runtime all build on it without importing each other in a circle.
import { createBus } from '../bus'
import { createCartStore } from '../cart/store'
import { formatMoney } from '../format'
import { label, loadLabels } from '../i18n/labels'
import { objectId } from '../ids'
import { lazy } from '../lazy'
import type { StorefrontPassport } from '../storefront'
import { readSettings } from '../settings'
import { localStore, scopeToStore, sharedLocalStore, storedKey, whenStorageUsed } from '../storage'
import { moveToStore } from '../storage-migration'

// Read on first use, so importing this module reads no meta tag and no storage. Reading them names the page's store,
// under which everything it keeps is stored (core/storage), and moves what an earlier build kept to it first; storage
// used before the settings were read reads them then.
export const settings = lazy(() => {
  const read = readSettings()
  scopeToStore(read.store_id)
  if (read.store_id) moveToStore(window, document, read.cart_key, storedKey, themeCartKey() ? read.cart_key : '')
  return read
})

// A cart key the theme names itself (`ecom:cart_key`) is kept as it is: a store sharing its cart with another app (the
// platform's own checkout, while it moves to Vitrine) names the key both read. Otherwise the cart is the store's own.
const themeCartKey = () => document.querySelector('meta[name="ecom:cart_key"]') !== null
whenStorageUsed(() => settings.store_id)
// The page's window when there is one (a Node tool importing the route table has none).
export const bus = createBus()
export { localStore }

/**
 * Resolves once a widget's labels (in the store's language) are in; islands wait for it before replacing server
 * markup. Each widget has its own small label chunk, so a page pays only for the strings of what it mounts.
 */
export const labelsFor = (widget: string) => loadLabels(settings.lang, widget)

export const cart = lazy(() => {
  const key = themeCartKey() ? settings.cart_key : storedKey(settings.cart_key)
  return createCartStore({ bus, storage: sharedLocalStore(), key, newId: objectId })
})

/** Labels in the store's language. */
export const t = label

/** Money in the store's currency and language. */
export const money = (value: number) => formatMoney(value, settings.currency, settings.lang, settings.currency_symbol)

/**
 * Services that load on use, filled in by their own module when a page first imports it (the session store is not in
 * the runtime chunk). The window.storefront handle reads them from here, so those modules never touch the global.
 */
export const loaded: { passport?: StorefrontPassport } = {}
