// Started once per page by the runtime, /app/ included: the data layer (created if absent), Google Consent Mode
// defaults pushed before any Google tag can load, the GA4 adapter, and storefront.consent for themes.
import type { Bus } from '../bus'
import type { Cart } from '../schemas/cart'
import { parseIntegrationSettings, type IntegrationSettings } from '../settings-integrations'
import { startAnalytics } from './analytics'
import { chooseConsent, consent, googleConsent, type ConsentChoice, type ConsentInput } from './consent'

export interface Integrations {
  settings: IntegrationSettings
  layer: unknown[]
  /** Google's gtag(): pushes its arguments object, the form gtm.js and gtag.js read. */
  gtag: (...args: unknown[]) => void
}

let current: Integrations | undefined

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The page's integrations, set up by startIntegrations (the runtime calls it at start-up, before any widget can). */
export function integrations(): Integrations {
  return current ?? setUp({})
}

function setUp(meta: Record<string, string>): Integrations {
  const settings = parseIntegrationSettings(meta)
  const w = window as unknown as Record<string, unknown>
  const layer = (Array.isArray(w[settings.datalayer]) ? w[settings.datalayer] : (w[settings.datalayer] = [])) as unknown[]
  const gtag = function () {
    // eslint-disable-next-line prefer-rest-params
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
  current = { settings, layer, gtag }
  return current
}

/** Starts the page's integrations and exposes storefront.consent. */
export function startIntegrations(bus: Bus, cart: { data: Cart }, currency: string, meta: Record<string, string>) {
  const { layer } = current ?? setUp(meta)
  startAnalytics({ bus, cart, currency, layer, storage: localStore() })
  const w = window as unknown as { storefront?: Record<string, unknown> }
  ;(w.storefront ??= {}).consent = {
    get: () => consent.get(),
    set: (input: ConsentInput) => chooseConsent(input),
    on: (fn: (c: ConsentChoice | null) => void) => consent.listen(fn)
  }
}
