// Login by e-mail code and by document confirmation: PUT {lang}/email-code, then POST identify.json.
import type { ApiError } from '../api'
import type { LabelKey } from '../i18n'
import { LoginError, type PassportContext } from './context'
import { normalizeEmail } from './session'
import { docForLogin } from '../checkout/documents'

/**
 * The passport's answers: 403 from identify = no customer for that e-mail; 400/401 = data that does not match (401
 * `code_expired`: a code past its 10 minutes); 429 = too many wrong codes or documents, login locked for a while.
 */
export function loginFailure(e: unknown): LoginError {
  if (e instanceof LoginError) return e
  // Structural, not instanceof: importing the error class would split it out of the client's chunk.
  const err = e as Partial<ApiError> | null
  const status = err?.kind === 'http' ? err.status : undefined
  const code = (err?.body as { error_code?: unknown } | undefined)?.error_code
  if (status === 401 && code === 'code_expired') return new LoginError('expired', e)
  if (status === 429) return new LoginError('locked', e)
  return new LoginError(status === 403 ? 'not_found' : status === 400 || status === 401 ? 'invalid' : 'failed', e)
}

/** The message of each login failure, for every login form. */
export const LOGIN_MESSAGES = {
  invalid: 'error.invalid_login',
  expired: 'error.login_code_expired',
  locked: 'error.login_locked',
  not_found: 'error.no_profile_for_email',
  failed: 'error.login'
} as const satisfies Record<LoginError['reason'], LabelKey>

export async function requestEmailCode(ctx: PassportContext, email: string): Promise<void> {
  try {
    // Every PUT issues a new code: resent after a 5xx, it would void the one already e-mailed.
    await ctx.api.passport(`${ctx.settings.lang}/email-code`, {
      method: 'PUT',
      body: { email: normalizeEmail(email) },
      idempotent: false
    })
  } catch (e) {
    throw loginFailure(e)
  }
}

export interface IdentifyBody {
  email: string
  doc_number?: string
  email_code?: string
}

/** Sends the identification and takes the answer as the session (login event). */
export async function identify(ctx: PassportContext, body: IdentifyBody): Promise<void> {
  let answer: unknown
  try {
    answer = await ctx.api.passport('identify', {
      method: 'POST',
      body: { ...body, email: normalizeEmail(body.email) }
    })
  } catch (e) {
    throw loginFailure(e)
  }
  if (!ctx.passport.setSession(answer)) throw new LoginError('failed')
}

export const loginWithEmailCode = (ctx: PassportContext, email: string, code: string) =>
  identify(ctx, { email, email_code: code.replace(/\s/g, '') })

/**
 * CPF/CNPJ as typed ("123.456.789-09", "12.abc.345/01de-35"): its digits and letters are sent, letters in upper case,
 * as the customer record keeps an alphanumeric CNPJ.
 */
export const loginWithDocument = (ctx: PassportContext, email: string, doc: string) =>
  identify(ctx, { email, doc_number: docForLogin(doc) })
