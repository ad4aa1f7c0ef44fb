import * as z from 'zod/mini'

// A module of its own, not part of settings.ts, and importing nothing from it: esbuild never splits a module across
// chunks, so these schemas there would ride in every page's shared runtime (and a shared module would cut the
// runtime's chunks in two, costing bytes on every page); only the integrations' chunk loads this file. The runtime
// passes in the raw metas it already read.
const META_PREFIX = 'ecom:'
// Third-party code runs with the page's full rights: only https, or a path on the store's own host.
const scriptUrl = z.string().check(z.regex(/^(https:\/\/|\/)/))
// Third-party integrations. Kept apart from Settings so their validation code stays out of the shared runtime: only
// the integration chunks read them. Each id is checked against the vendor's own format; a malformed id skips that
// integration with a warning (a typo must never send events to someone else's account).
const id = (re: RegExp) => z.optional(z.string().check(z.regex(re)))

export const IntegrationSettings = z.object({
  /** Name of the GA4 data layer array (the tag manager's dataLayerName). */
  datalayer: z._default(z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,40}$/)), 'dataLayer'),
  gtm_id: id(/^GTM-[A-Z0-9]{4,12}$/),
  ga4_id: id(/^G-[A-Z0-9]{4,14}$/),
  google_ads_id: id(/^AW-\d{6,14}$/),
  google_ads_label: id(/^[\w-]{4,40}$/),
  meta_pixel_id: id(/^\d{8,20}$/),
  tiktok_pixel_id: id(/^[A-Z0-9]{10,30}$/),
  reviews_store: id(/^[\w-]{1,40}$/),
  gcr_merchant_id: id(/^\d{5,14}$/),
  ebit_id: id(/^\d{1,12}$/),
  confi_id: id(/^[\w-]{1,40}$/),
  /** 'true': purchases carry the buyer's hashed e-mail and phone to the vendors (never the data itself). */
  hashed_user_data: z.optional(z.enum(['true', 'false'])),
  /** Vendor script URLs, overridable (`ecom:script:<vendor>`) for self-hosting, proxies and the demo's stand-ins. */
  script: z.record(z.string(), scriptUrl)
})

export type IntegrationSettings = Readonly<z.infer<typeof IntegrationSettings>>

const SCRIPT_PREFIX = 'script:'
const INTEGRATION_KEYS = new Set(Object.keys(IntegrationSettings.shape))

/** The integration settings of `meta` (invalid values dropped with a warning, like every other setting). */
export function parseIntegrationSettings(
  meta: Record<string, string>,
  warn: (msg: string) => void = console.warn
): IntegrationSettings {
  const input: Record<string, unknown> = {}
  const script: Record<string, string> = {}
  for (const [key, raw] of Object.entries(meta)) {
    if (key.startsWith(SCRIPT_PREFIX)) {
      if (scriptUrl.safeParse(raw).success) script[key.slice(SCRIPT_PREFIX.length)] = raw
      else warn(`[vitrine] ignoring invalid setting ${META_PREFIX}${key}`)
    } else if (INTEGRATION_KEYS.has(key) && key !== 'script') {
      const one = IntegrationSettings.shape[key as 'gtm_id'].safeParse(raw)
      if (one.success) input[key] = raw
      else warn(`[vitrine] ignoring invalid setting ${META_PREFIX}${key}: the integration is skipped`)
    }
  }
  return Object.freeze(IntegrationSettings.parse({ ...input, script }))
}
