import * as z from 'zod/mini'

// The integration settings the analytics adapter reads on every page (the data layer's name, hashed user data). The
// vendors' ids and script URLs are read by the vendor widgets only (core/settings-vendors.ts), so their checks load
// with those widgets instead of on every page. A module of its own, not part of settings.ts: the bundler never splits a
// module across chunks, so schemas there would ride in the runtime chunk; the runtime passes in the raw metas it read.
export const META_PREFIX = 'ecom:'

export const IntegrationSettings = z.object({
  /** Name of the GA4 data layer array (the tag manager's dataLayerName). */
  datalayer: z._default(z.string().check(z.regex(/^[A-Za-z_$][\w$]{0,40}$/)), 'dataLayer'),
  /** 'true': purchases carry the buyer's hashed e-mail and phone to the vendors (never the data itself). */
  hashed_user_data: z.optional(z.enum(['true', 'false']))
})

export type IntegrationSettings = Readonly<z.infer<typeof IntegrationSettings>>

/**
 * `meta`'s values for the keys of `shape`, each checked on its own: a malformed one is dropped with a warning (a typo
 * must never send events to someone else's account; that integration is skipped), the others are kept.
 */
export function pickSettings(
  shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>,
  meta: Record<string, string>,
  warn: (msg: string) => void
): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const [key, raw] of Object.entries(meta)) {
    if (!Object.prototype.hasOwnProperty.call(shape, key)) continue
    if (shape[key]!.safeParse(raw).success) picked[key] = raw
    else warn(`[vitrine] ignoring invalid setting ${META_PREFIX}${key}: the integration is skipped`)
  }
  return picked
}

/** The adapter's settings from `meta` (invalid values dropped with a warning, like every other setting). */
export function parseIntegrationSettings(
  meta: Record<string, string>,
  warn: (msg: string) => void = console.warn
): IntegrationSettings {
  return Object.freeze(IntegrationSettings.parse(pickSettings(IntegrationSettings.shape, meta, warn)))
}
