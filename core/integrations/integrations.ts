// Started once per page by the runtime, /app/ included: the data layer (created if absent), Google Consent Mode
// defaults pushed before any Google tag can load, the GA4 adapter, and the consent API the runtime hands to themes.
import type { Bus } from '../bus'
import type { Cart } from '../schemas/cart'
import { parseIntegrationSettings, type IntegrationSettings } from '../settings-integrations'
import { startAnalytics } from './analytics'
import { localStore } from '../storage'
import type { StorefrontConsent } from '../storefront'
import { chooseConsent, consent, followConsent, googleConsent, openConsent } from './consent'

// Widgets reach consent through this module only: importing consent.ts directly would cut it into a chunk of its own
// (its set of importers would differ from this module's), costing bytes on every page.
export { CONSENT_OPEN_EVENT, chooseConsent, consent, PURPOSES, type ConsentInput, type Purpose } from './consent'

export interface Integrations {
  settings: IntegrationSettings
  /** The page's raw `ecom:` settings, for the vendor widgets to read their own from (core/settings-vendors.ts). */
  meta: Readonly<Record<string, string>>
  layer: unknown[]
  /** Google's gtag(): pushes its arguments object, the form gtm.js and gtag.js read. */
  gtag: (...args: unknown[]) => void
  /**
   * Every GA4 event the adapter pushes, for gtag and the pixels' mappings; returns the unsubscribe function. The
   * listener must not throw (vendor-mount hands vendors a guarded copy of this).
   */
  onEvent: (fn: EventListener) => () => void
}

type EventListener = (event: string, params: Record<string, unknown>) => void
const eventListeners = new Set<EventListener>()

let current: Integrations | undefined
let resolveStarted: (i: Integrations) => void
/** Resolves once the runtime started the integrations (vendor widgets wait for it before reading their ids). */
export const started = new Promise<Integrations>((r) => (resolveStarted = r))

function setUp(meta: Record<string, string>): Integrations {
  const settings = parseIntegrationSettings(meta)
  const w = window as unknown as Record<string, unknown>
  const layer = (
    Array.isArray(w[settings.datalayer]) ? w[settings.datalayer] : (w[settings.datalayer] = [])
  ) as unknown[]
  const gtag = function () {
    // biome-ignore lint/complexity/noArguments: Google's tags read the Arguments object itself, not an array
    layer.push(arguments)
  } as (...args: unknown[]) => void
  // Denied until the shopper chooses, and before anything can load gtm.js or gtag.js; wait_for_update gives a stored
  // choice (pushed right after) time to apply before tags fire.
  gtag('consent', 'default', { ...googleConsent(null), wait_for_update: 500 })
  // (An update repeating the current state, as another tab's choice may, changes nothing for Google's tags.)
  consent.subscribe((c) => c && gtag('consent', 'update', googleConsent(c)))
  const onEvent = (fn: EventListener) => {
    eventListeners.add(fn)
    return () => void eventListeners.delete(fn)
  }
  current = { settings, meta, layer, gtag, onEvent }
  return current
}

/**
 * Starts the page's integrations once and answers storefront.consent for the runtime to put on the handle (undefined
 * when they had already started).
 */
export function startIntegrations(
  bus: Bus,
  cart: { data: Cart },
  currency: string,
  meta: Record<string, string>,
  early: [string, unknown][] = []
): StorefrontConsent | undefined {
  if (current) return
  followConsent()
  const { layer } = setUp(meta)
  // Each listener is vendor code, which core/integrations/vendor-mount.ts guards: one that throws never reaches the bus.
  const onEvent = (event: string, params: Record<string, unknown>) => eventListeners.forEach((fn) => fn(event, params))
  const userData = current!.settings.hashed_user_data === 'true'
  startAnalytics({ bus, cart, currency, layer, storage: localStore(), onEvent, early, userData })
  resolveStarted(current!)
  // (consent's methods use no `this`: they can be handed out as they are.)
  return { get: consent.get, set: chooseConsent, on: consent.listen, open: openConsent }
}
