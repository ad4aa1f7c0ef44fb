// The page's one set of shared state: settings read once from the meta tags, the event bus, guarded storage, the
// cart and the labels. It imports nothing of the page's other modules, so the API client, the session and the
// runtime all build on it without importing each other in a circle.
import { createBus } from '../bus'
import { createCartStore } from '../cart/store'
import { formatMoney } from '../format'
import { label, loadLabels } from '../i18n/labels'
import { objectId } from '../ids'
import type { StorefrontPassport } from '../storefront'
import { readSettings } from '../settings'
import { localStore, scopeToStore, storedKey } from '../storage'
import { moveToStore } from '../storage-migration'

export const settings = readSettings()
// Everything this page keeps is its store's (core/storage); what an earlier build kept moves to it first.
scopeToStore(settings.store_id)
if (settings.store_id) moveToStore(window, document, settings.cart_key, storedKey)
export const bus = createBus(window)
export { localStore }

/**
 * Resolves once a widget's labels (in the store's language) are in; islands wait for it before replacing server
 * markup. Each widget has its own small label chunk, so a page pays only for the strings of what it mounts.
 */
export const labelsFor = (widget: string) => loadLabels(settings.lang, widget)

export const cart = createCartStore({
  bus,
  storage: localStore(),
  key: settings.cart_key,
  newId: objectId
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
