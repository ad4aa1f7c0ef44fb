import { listeners } from '../page/listeners'
import type { StorefrontPassport } from '../storefront'
import type { PassportStore } from './store'

/**
 * window.storefront.passport: the names themes know from the platform's own passport client, over the page's session
 * store; its on/off topics are the global `passport:*` ones without the prefix.
 */
export function themePassport(store: PassportStore, events = listeners()): StorefrontPassport {
  const { checkLogin, checkAuthorization, checkVerification, getCustomer, getSession, setCustomer, logout } = store
  const { on, off } = events
  return {
    checkLogin,
    checkAuthorization,
    checkVerification,
    getCustomer,
    getSession,
    setCustomer,
    logout,
    on: (topic, fn) => on(`passport:${topic}` as 'passport:login', fn as never),
    off: (topic, fn) => off(`passport:${topic}` as 'passport:login', fn as never)
  }
}
