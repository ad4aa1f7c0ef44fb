// The one way a vendor integration starts: its id from the settings (a missing or malformed one skips it with a
// warning), then after the page is painted, then after consent for its purpose (Google tags have none: Consent Mode
// governs what they store), then its own start code, guarded.
import { parseVendorSettings, type VendorSettings } from '../settings-vendors'
import { afterPaint } from './after-paint'
import { consent, started, type Integrations, type Purpose } from './integrations'
import { guard, loadScript } from './vendor'

type IdKey = Exclude<keyof VendorSettings, 'script'>

export interface VendorContext {
  id: string
  el: HTMLElement
  page: Integrations
  /** The vendors' ids and script URLs (read once per page, when the first vendor widget starts). */
  settings: VendorSettings
  /** Loads the vendor script (the `ecom:script:<name>` setting, else the vendor's URL); false when it failed. */
  load: () => Promise<boolean>
  /** Runs vendor code, logging (once) instead of throwing. */
  safe: <T>(fn: () => T) => T | undefined
}

export interface VendorPlan {
  /** Widget name, also the key of its `ecom:script:<name>` override. */
  name: string
  setting: IdKey
  purpose?: Purpose
  /** The vendor's script URL; none when the store must name it (`ecom:script:<name>`). */
  src?: (id: string, page: Integrations) => string
  /** Installs the vendor's globals and listeners; returns what stops them (when the element leaves the page). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a plan may return nothing, as an effect does (React's EffectCallback)
  start: (ctx: VendorContext) => void | (() => void)
  /** Optional: queues commands before paint (array pushes only, no vendor code runs), so no early event is lost. */
  // biome-ignore lint/suspicious/noConfusingVoidType: as start
  early?: (ctx: Omit<VendorContext, 'load'>) => void | (() => void)
}

let vendorSettings: VendorSettings | undefined

/** Resolves once `purpose` is granted (at once when it already is); never rejects. */
export function whenConsented(purpose: Purpose): Promise<void> {
  return new Promise((resolve) => {
    if (consent.get()?.[purpose]) return resolve()
    const stop = consent.listen((c) => {
      if (!c?.[purpose]) return
      stop()
      resolve()
    })
  })
}

/** A plain island mount for a vendor: returns at once; the vendor starts later, if ever. */
export function mountVendor(el: HTMLElement, plan: VendorPlan): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  void started.then(async (shared) => {
    const settings = (vendorSettings ??= parseVendorSettings(shared.meta))
    const id = settings[plan.setting]
    if (!id) return console.warn(`[vitrine] ${plan.name}: no valid ecom:${plan.setting} setting, skipped`)
    const safe = <T>(fn: () => T) => guard(plan.name, fn)
    // The adapter calls event listeners unguarded: each vendor's are wrapped here, so one that throws is logged (once)
    // and never reaches the bus, the adapter or another vendor.
    const page: Integrations = { ...shared, onEvent: (fn) => shared.onEvent((e, p) => void safe(() => fn(e, p))) }
    const early = plan.early && safe(() => plan.early!({ id, el, page, settings, safe }))
    if (early) stop = early
    await afterPaint()
    if (plan.purpose) await whenConsented(plan.purpose)
    if (stopped) return
    const src = settings.script[plan.name] ?? plan.src?.(id, page)
    if (!src) return console.warn(`[vitrine] ${plan.name}: no ecom:script:${plan.name} setting, skipped`)
    const later = safe(() => plan.start({ id, el, page, settings, safe, load: () => loadScript(src, plan.name) }))
    stop =
      early && later
        ? () => {
            early()
            later()
          }
        : later || early || undefined
  })
  return () => {
    stopped = true
    if (stop) guard(plan.name, stop)
  }
}

/**
 * A vendor that needs the shopper's consent for `purpose` (the ad pixels): its own code (`plan`, a dynamic import) is
 * fetched only once consent is given, since before that it could do nothing; a shopper who never consents never
 * downloads it. Returns at once; the returned function stops it at whatever point it has reached.
 */
export function mountWithConsent(el: HTMLElement, purpose: Purpose, plan: () => Promise<VendorPlan>): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  void whenConsented(purpose)
    .then(plan)
    .then(
      (p) => {
        if (!stopped) stop = mountVendor(el, p)
      },
      (error) => console.warn('[vitrine] integration failed to load', error)
    )
  return () => {
    stopped = true
    stop?.()
  }
}
