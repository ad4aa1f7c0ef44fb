// Started once per page by the runtime, /app/ included: the data layer (created if absent), Google Consent Mode
// defaults pushed before any Google tag can load, the GA4 adapter, and storefront.consent for themes.
import type { Bus } from '../bus'
import type { Cart } from '../schemas/cart'
import { parseIntegrationSettings, type IntegrationSettings } from '../settings-integrations'
import { startAnalytics } from './analytics'
import { chooseConsent, consent, googleConsent, type ConsentChoice, type ConsentInput } from './consent'

// Widgets reach consent through this module only: importing consent.ts directly would cut it into a chunk of its own
// (its set of importers would differ from this module's), costing bytes on every page.
export { chooseConsent, consent, PURPOSES, whenConsented, type ConsentInput, type Purpose } from './consent'

export interface Integrations {
  settings: IntegrationSettings
  layer: unknown[]
  /** Google's gtag(): pushes its arguments object, the form gtm.js and gtag.js read. */
  gtag: (...args: unknown[]) => void
  /** Every GA4 event the adapter pushes, for gtag and the pixels' mappings; returns the unsubscribe function. */
  onEvent: (fn: EventListener) => () => void
}

type EventListener = (event: string, params: Record<string, unknown>) => void
const eventListeners = new Set<EventListener>()

let current: Integrations | undefined
let resolveStarted: (i: Integrations) => void
/** Resolves once the runtime started the integrations (vendor widgets wait for it before reading their ids). */
export const started = new Promise<Integrations>((r) => (resolveStarted = r))

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

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
  let last: ConsentChoice | null = null
  consent.subscribe((c) => {
    if (c && c !== last) gtag('consent', 'update', googleConsent(c))
    last = c
  })
  const onEvent = (fn: EventListener) => {
    eventListeners.add(fn)
    return () => void eventListeners.delete(fn)
  }
  current = { settings, layer, gtag, onEvent }
  return current
}

/** Starts the page's integrations and exposes storefront.consent. */
export function startIntegrations(
  bus: Bus,
  cart: { data: Cart },
  currency: string,
  meta: Record<string, string>,
  early: [string, unknown][] = []
) {
  if (current) return
  const { layer } = setUp(meta)
  // Each listener is vendor code's entry point: one that throws must not stop the others.
  const onEvent = (event: string, params: Record<string, unknown>) =>
    eventListeners.forEach((fn) => {
      try {
        fn(event, params)
      } catch (error) {
        console.warn('[vitrine] integration error', error)
      }
    })
  const userData = current!.settings.hashed_user_data === 'true'
  startAnalytics({ bus, cart, currency, layer, storage: localStore(), onEvent, early, userData })
  const w = window as unknown as { storefront?: Record<string, unknown> }
  ;(w.storefront ??= {}).consent = {
    get: () => consent.get(),
    set: (input: ConsentInput) => chooseConsent(input),
    on: (fn: (c: ConsentChoice | null) => void) => consent.listen(fn)
  }
  resolveStarted(current!)
}
