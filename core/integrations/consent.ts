// The shopper's consent (LGPD), once per page: what each purpose allows, remembered in localStorage. Nothing that
// needs consent starts before the matching purpose is granted; Google tags get Consent Mode v2 ("denied" by default,
// updated on the choice). A theme with its own banner calls storefront.consent.set() instead of placing ours.
import * as z from 'zod/mini'
import { cookieToSet } from '../passport/cookie'
import { localStore, storedKey } from '../storage'

export const PURPOSES = ['analytics', 'ads', 'functional'] as const
export type Purpose = (typeof PURPOSES)[number]

export const ConsentChoice = z.object({
  analytics: z.boolean(),
  ads: z.boolean(),
  functional: z.boolean(),
  at: z.number()
})
export type ConsentChoice = z.infer<typeof ConsentChoice>
export type ConsentInput = Partial<Record<Purpose, boolean>>

export const CONSENT_KEY = 'vitrine:consent'

/**
 * A cookie that only says the shopper has chosen (the choice itself stays in localStorage): a theme that renders the
 * banner with the page, so it paints at once, leaves it out for such a shopper. A year, Lax (sent when the shopper
 * arrives from a search result), never read by our code for anything else. Set again on every page with a choice, so it
 * lasts a year from the shopper's last visit, like the choice it stands for.
 */
export const CONSENT_COOKIE = 'vitrineConsent'

function markChosen() {
  try {
    const secure = location.protocol === 'https:'
    document.cookie = cookieToSet('1', { secure, name: storedKey(CONSENT_COOKIE), maxAge: 31_536_000, sameSite: 'Lax' })
  } catch {
    // no document (tests, workers) or cookies blocked: the server shows the banner, the widget hides it
  }
}

function read(): ConsentChoice | null {
  try {
    const r = ConsentChoice.safeParse(JSON.parse(localStore()?.getItem(CONSENT_KEY) ?? 'null'))
    return r.success ? r.data : null
  } catch {
    return null
  }
}

// A minimal store of its own (not nanostores): a module shared with the runtime would cut the runtime's chunks. The
// stored choice is read on first use, not on import.
type Listener = (c: ConsentChoice | null) => void
let value: ConsentChoice | null | undefined
const listeners = new Set<Listener>()

/** The choice; null until the shopper (or the theme) chose. `subscribe` calls at once, `listen` only on changes. */
export const consent = {
  get: () => (value === undefined ? (value = read()) : value),
  set(c: ConsentChoice | null) {
    value = c
    listeners.forEach((fn) => fn(c))
  },
  listen(fn: Listener) {
    listeners.add(fn)
    return () => void listeners.delete(fn)
  },
  subscribe(fn: Listener) {
    fn(consent.get())
    return consent.listen(fn)
  }
}

/** The event that asks the banner to show the choices again (`storefront.consent.open()`, a `data-consent-open` link). */
export const CONSENT_OPEN_EVENT = 'vitrine:consent:open'

/** Reopens the consent choices with the current choice ticked, so the shopper can change it. */
export function openConsent(): void {
  dispatchEvent(new CustomEvent(CONSENT_OPEN_EVENT))
}

/** Google Consent Mode v2 fields for a choice (null = nothing granted yet). */
export function googleConsent(c: ConsentChoice | null) {
  const v = (on: boolean | undefined) => (on ? 'granted' : 'denied')
  return {
    ad_storage: v(c?.ads),
    ad_user_data: v(c?.ads),
    ad_personalization: v(c?.ads),
    analytics_storage: v(c?.analytics)
  }
}

/** Records a choice (missing purposes are refused), remembers it and tells every listener. */
export function chooseConsent(input: ConsentInput): ConsentChoice {
  const choice: ConsentChoice = {
    analytics: !!input.analytics,
    ads: !!input.ads,
    functional: !!input.functional,
    at: Date.now()
  }
  try {
    localStore()?.setItem(CONSENT_KEY, JSON.stringify(choice))
  } catch {
    // blocked storage: the choice holds for this page view; the banner asks again on the next
  }
  markChosen()
  consent.set(choice)
  dispatchEvent(new CustomEvent('ecom:consent:change', { detail: choice }))
  return choice
}

/**
 * What the page does with the choice beyond this module, started once with the integrations: a shopper who has chosen
 * keeps the cookie (one made before the cookie existed gets it now), and another tab's choice applies here too.
 */
export function followConsent(): void {
  if (consent.get()) markChosen()
  addEventListener('storage', (e) => {
    if (e.key === storedKey(CONSENT_KEY)) consent.set(read())
  })
}
