// The page's one customer session. Widgets that need it import this module, and the loader's storefront.ready() loads
// it as the 'session' chunk and calls startSession(), so pages pay for it when they use it. It imports the page
// context (the runtime chunk's), never the runtime, so its chunk builds on the runtime's instead of splitting it. Importing it does nothing:
// the store (which reads the cookie, follows the other tabs and the token's expiry) and storefront.passport are made on
// first use, by startSession() or by the first use of `passport`.
import { sessionId } from '../ids'
import { lazy } from '../lazy'
import type { PassportContext } from '../passport/context'
import { endSessionOn401 } from '../passport/expiry'
import { createPassportStore, type PassportStore } from '../passport/store'
import { themePassport } from '../passport/theme'
import { trackingFromUrl } from '../passport/tracking'
import { api } from './api'
import { bus, localStore, settings } from './context'
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

/** The page's session store as widgets import it: its first use starts the session. */
export const passport: PassportStore = lazy(startSession)

/** What the account and checkout calls need of the page, made on first use (it reads the page's address). */
export const passportContext: PassportContext = lazy(() => {
  const passportBase = new URL(settings.api.passport, location.href).href
  return {
    passport,
    api: endSessionOn401(api, () => passport.endSession()),
    settings,
    passportBase,
    passportOrigin: new URL(passportBase).origin,
    sessionId: sessionId()
  }
})
