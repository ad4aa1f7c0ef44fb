// Login by e-mail code and by document confirmation: PUT {lang}/email-code, then POST identify.json.
import type { ApiError } from '../api'
import type { LabelKey } from '../i18n'
import { LoginError, type PassportContext } from './context'
import { normalizeEmail } from './session'
import { docForLogin } from '../checkout/documents'

/** The passport's error codes for a secret that does not match: which one the shopper has to type again. */
const WRONG_SECRET: Record<string, LoginError['reason']> = {
  code_expired: 'expired',
  invalid_code: 'wrong_code',
  invalid_doc_number: 'wrong_doc'
}

/**
 * The passport's answers: 403 from identify = no customer for that e-mail; 400/401 = data that does not match, its
 * `error_code` saying which (`invalid_code`, `invalid_doc_number`, `code_expired`: a code past its 10 minutes); 429 =
 * too many wrong codes or documents, login locked for a while. A refusal without a known code is put on the secret
 * that was sent (`sent`), the only part the shopper typed besides the e-mail the passport already knew.
 */
export function loginFailure(e: unknown, sent?: 'code' | 'doc'): LoginError {
  if (e instanceof LoginError) return e
  // Structural, not instanceof: importing the error class would split it out of the client's chunk.
  const err = e as Partial<ApiError> | null
  const status = err?.kind === 'http' ? err.status : undefined
  const code = (err?.body as { error_code?: unknown } | undefined)?.error_code
  if (status === 429) return new LoginError('locked', e)
  if (status === 403) return new LoginError('not_found', e)
  if (status !== 400 && status !== 401) return new LoginError('failed', e)
  const known = typeof code === 'string' ? WRONG_SECRET[code] : undefined
  return new LoginError(known ?? (sent === 'code' ? 'wrong_code' : sent === 'doc' ? 'wrong_doc' : 'invalid'), e)
}

/** The message of each login failure, for every login form. */
export const LOGIN_MESSAGES = {
  invalid: 'error.invalid_login',
  wrong_code: 'error.login_wrong_code',
  wrong_doc: 'error.login_wrong_doc',
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
    throw loginFailure(e, body.email_code ? 'code' : body.doc_number ? 'doc' : undefined)
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
