// Login by e-mail code and by document confirmation: PUT {lang}/email-code, then POST identify.json.
import type { ApiError } from '../api'
import { LoginError, type PassportContext } from './context'
import { normalizeEmail } from './session'
import { docForLogin } from '../checkout/documents'

/** The passport's answers: 403 from identify = no customer for that e-mail; 400/401 = data that does not match. */
export function loginFailure(e: unknown): LoginError {
  if (e instanceof LoginError) return e
  // Structural, not instanceof: importing the error class would split it out of the client's chunk.
  const err = e as Partial<ApiError> | null
  const status = err?.kind === 'http' ? err.status : undefined
  return new LoginError(status === 403 ? 'not_found' : status === 400 || status === 401 ? 'invalid' : 'failed', e)
}

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
