// The page's one customer session. Widgets that need it import this module, and the loader's storefront.ready() loads
// it as the 'session' chunk and calls startSession(), so pages pay for it when they use it. It imports the runtime
// (never the other way round), so its chunk joins the runtime's instead of splitting it. Importing it does nothing:
// the store (which reads the cookie, follows the other tabs and the token's expiry) and storefront.passport are made on
// first use, by startSession() or by the first read of a member of `passport`.
import { sessionId } from '../ids'
import type { PassportContext } from '../passport/context'
import { endSessionOn401 } from '../passport/expiry'
import { createPassportStore, type PassportStore } from '../passport/store'
import { themePassport } from '../passport/theme'
import { trackingFromUrl } from '../passport/tracking'
import { api } from './api'
import { bus, localStore, settings } from '../runtime'
import { sessionStore } from '../storage'
import { loaded } from './context'

let store: PassportStore | undefined

/** Makes the page's session store once and hands it to window.storefront as `passport`; later calls return it. */
export function startSession(): PassportStore {
  if (store) return store
  store = createPassportStore({
    bus,
    doc: document,
    storage: localStore(),
    sessionData: sessionStore(),
    secure: location.protocol === 'https:',
    tracking: trackingFromUrl(location.href),
    win: window
  })
  loaded.passport = themePassport(store)
  return store
}

// Every member of the store, so `passport` below can stand for it (the type check fails when one is missing).
const MEMBERS = {
  $session: 0,
  $customer: 0,
  $ended: 0,
  checkLogin: 0,
  checkAuthorization: 0,
  checkVerification: 0,
  getSession: 0,
  getCustomer: 0,
  setCustomer: 0,
  setSession: 0,
  updateSession: 0,
  credentials: 0,
  logout: 0,
  endSession: 0
} satisfies Record<keyof PassportStore, 0>

/** The page's session store as widgets import it: reading any member starts the session first. */
export const passport = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(MEMBERS).map((key) => [
      key,
      { enumerable: true, get: () => startSession()[key as keyof PassportStore] }
    ])
  )
) as PassportStore

const passportBase = new URL(settings.api.passport, location.href).href

export const passportContext: PassportContext = {
  passport,
  api: endSessionOn401(api, () => passport.endSession()),
  settings,
  passportBase,
  passportOrigin: new URL(passportBase).origin,
  sessionId: sessionId()
}
