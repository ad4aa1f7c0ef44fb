import type { ApiClient } from '../api'
import type { Settings } from '../settings'
import type { PassportStore } from './store'

/** What the login, favourite and order calls need; core/passport.ts builds the page's one, tests build fakes. */
export interface PassportContext {
  passport: PassportStore
  api: Pick<ApiClient, 'passport' | 'store'>
  settings: Pick<Settings, 'lang' | 'store_id' | 'api'>
  /** Absolute passport base URL (the popup page and the hidden frame live under it). */
  passportBase: string
  /** Origin the provider's callback message must come from. */
  passportOrigin: string
  /** This page's passport session id (32 alphanumerics); ties the hidden frame, the popup and token.json. */
  sessionId: string
}

export const BROWSER_ONLY = 'Method available for browser only'

/**
 * invalid: data that does not match; wrong_code / wrong_doc: the code, or the CPF/CNPJ, is the part that does not;
 * expired: a code past its life; locked: too many wrong tries for now.
 */
export type LoginFailure = 'invalid' | 'wrong_code' | 'wrong_doc' | 'expired' | 'locked' | 'not_found' | 'failed'

/** A failed login the dialog can explain: each reason has its own Portuguese message. */
export class LoginError extends Error {
  constructor(
    readonly reason: LoginFailure,
    cause?: unknown
  ) {
    super(`login failed: ${reason}`, { cause })
    this.name = 'LoginError'
  }
}
