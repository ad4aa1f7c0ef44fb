import * as z from 'zod/mini'
import { META_PREFIX, pickSettings } from './settings-integrations'

// Third-party integrations' ids and script URLs, read by the vendor widgets when one mounts (core/integrations/vendor-mount.ts),
// never by the page-wide adapter. Each id is checked against the vendor's own format; a malformed id skips that
// integration with a warning.

// Third-party code runs with the page's full rights: only https, or a path on the store's own host.
const scriptUrl = z.string().check(z.regex(/^(https:\/\/|\/)/))
const id = (re: RegExp) => z.optional(z.string().check(z.regex(re)))

const VendorIds = z.object({
  gtm_id: id(/^GTM-[A-Z0-9]{4,12}$/),
  ga4_id: id(/^G-[A-Z0-9]{4,14}$/),
  google_ads_id: id(/^AW-\d{6,14}$/),
  google_ads_label: id(/^[\w-]{4,40}$/),
  meta_pixel_id: id(/^\d{8,20}$/),
  tiktok_pixel_id: id(/^[A-Z0-9]{10,30}$/),
  reviews_store: id(/^[\w-]{1,40}$/),
  gcr_merchant_id: id(/^\d{5,14}$/),
  ebit_id: id(/^\d{1,12}$/),
  confi_id: id(/^[\w-]{1,40}$/)
})

export type VendorSettings = Readonly<
  z.infer<typeof VendorIds> & {
    /** Vendor script URLs, overridable (`ecom:script:<vendor>`) for self-hosting, proxies and the demo's stand-ins. */
    script: Readonly<Record<string, string>>
  }
>

const SCRIPT_PREFIX = 'script:'

/** The vendors' settings of `meta` (invalid values dropped with a warning). */
export function parseVendorSettings(
  meta: Record<string, string>,
  warn: (msg: string) => void = console.warn
): VendorSettings {
  const script: Record<string, string> = {}
  for (const [key, raw] of Object.entries(meta)) {
    if (!key.startsWith(SCRIPT_PREFIX)) continue
    if (scriptUrl.safeParse(raw).success) script[key.slice(SCRIPT_PREFIX.length)] = raw
    else warn(`[vitrine] ignoring invalid setting ${META_PREFIX}${key}`)
  }
  return Object.freeze({ ...VendorIds.parse(pickSettings(VendorIds.shape, meta, warn)), script })
}
