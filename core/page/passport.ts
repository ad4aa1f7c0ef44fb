// The page's one customer session, built once like the API client. Widgets that need it import this module, and the
// loader's storefront.ready() loads it as the 'session' chunk, so pages pay for it when they use it. It imports the
// runtime (never the other way round), so its chunk joins the runtime's instead of splitting it.
import { sessionId } from '../ids'
import type { PassportContext } from '../passport/context'
import { endSessionOn401 } from '../passport/expiry'
import { createPassportStore } from '../passport/store'
import { themePassport } from '../passport/theme'
import { trackingFromUrl } from '../passport/tracking'
import { api } from './api'
import { bus, localStore, settings } from '../runtime'
import { sessionStore } from '../storage'
import { loaded } from './context'

export const passport = createPassportStore({
  bus,
  doc: document,
  storage: localStore(),
  sessionData: sessionStore(),
  secure: location.protocol === 'https:',
  tracking: trackingFromUrl(location.href),
  win: window
})
loaded.passport = themePassport(passport)

const passportBase = new URL(settings.api.passport, location.href).href

export const passportContext: PassportContext = {
  passport,
  api: endSessionOn401(api, passport.endSession),
  settings,
  passportBase,
  passportOrigin: new URL(passportBase).origin,
  sessionId: sessionId()
}
