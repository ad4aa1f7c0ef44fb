// The page's one customer session, built once like ./net's API client. Widgets that need it import this module;
// the runtime only imports it lazily (for window.storefront.passport), so pages pay for it when they use it.
import { api } from './client'
import type { PassportContext } from './passport/context'
import { createPassportStore, type PassportStore } from './passport/store'
import { trackingFromUrl } from './passport/tracking'
import { bus, localStore, settings } from './runtime'
import { sessionId } from './ids'

export const passport = createPassportStore({
  bus,
  doc: document,
  storage: localStore(),
  secure: location.protocol === 'https:',
  tracking: trackingFromUrl(location.href),
  win: window
})

const passportBase = new URL(settings.api.passport, location.href).href

export const passportContext: PassportContext = {
  passport,
  api,
  settings,
  passportBase,
  passportOrigin: new URL(passportBase).origin,
  sessionId: sessionId()
}

type Listener = (detail: unknown) => void
interface Handle {
  on?(topic: string, fn: Listener): void
  off?(topic: string, fn: Listener): void
}

/** window.storefront.passport: the names themes know from the platform's own passport client. */
export function themePassport(handle: Handle) {
  const { checkLogin, checkAuthorization, checkVerification, getCustomer, getSession, setCustomer, logout } = passport
  return {
    checkLogin,
    checkAuthorization,
    checkVerification,
    getCustomer,
    getSession,
    setCustomer,
    logout,
    on: (topic: 'login' | 'logout' | 'change', fn: Listener) => handle.on?.(`passport:${topic}`, fn),
    off: (topic: 'login' | 'logout' | 'change', fn: Listener) => handle.off?.(`passport:${topic}`, fn)
  } satisfies Partial<Record<keyof PassportStore, unknown>> & Record<string, unknown>
}

// Whoever loads this module first (a widget, or the runtime's ready()) completes window.storefront with the session.
const handle = ((window as unknown as { storefront?: Handle & Record<string, unknown> }).storefront ??= {})
handle.passport = themePassport(handle)
