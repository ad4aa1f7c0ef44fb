// Passport (customer identity): e-mail/document identification, e-mail login codes,
// the OAuth popup flow (a local stand-in for "Entrar com Google") and /me.json.
import * as z from 'zod'
import { randomBytes, randomInt } from 'node:crypto'
import { cnpjChars } from '../../dist/node/core.mjs'
import { HttpError, validate } from './http.mjs'
import { Reply } from './router.mjs'
import { loginPage, loginDonePage } from './login-page.mjs'
import { accountOrderRoutes } from './orders.mjs'
import { cartRoutes, ownCustomer, patchCustomer } from './store.mjs'

const TOKEN_TTL_MS = 6 * 24 * 3600 * 1000
const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/
// A code is a 6-digit secret: it lives 10 minutes, and 5 wrong codes or documents for one e-mail lock its login for
// 15 minutes (new codes included), so guessing is bounded by time, not by how fast a client can ask.
export const CODE_TTL_MS = 10 * 60 * 1000
export const MAX_LOGIN_FAILURES = 5
export const LOGIN_LOCK_MS = 15 * 60 * 1000

// The platform's passport client sends every login field, `null` when absent ({email, doc_number: null,
// email_code: null}), and its docs pass the e-mail code as a number: both mean what the hosted passport reads them as.
const absent = (/** @type {z.ZodType} */ t) => z.optional(z.nullable(t)).transform((v) => v ?? undefined)
const IdentifyBody = z.object({
  email: z.string().trim().email(),
  doc_number: absent(z.string().trim().max(20)),
  email_code: absent(z.union([z.string().trim().max(10), z.number().int().min(0).max(999_999).transform((n) => String(n).padStart(6, '0'))]))
})
const EmailCodeBody = z.object({ email: z.string().trim().email() })
const MePatch = z.strictObject({ favorites: z.optional(z.array(z.string().regex(/^[0-9a-f]{24}$/)).max(500)) })

/**
 * Issues a token and, when a session id is given, remembers the login for token.json.
 * @param {import('./state.mjs').State} state @param {any} customer @param {number} level @param {string} [sessionId]
 */
export function login (state, customer, level, sessionId) {
  const accessToken = randomBytes(24).toString('hex')
  const expires = new Date(Date.now() + TOKEN_TTL_MS).toISOString()
  state.data.tokens[accessToken] = { customer_id: customer._id, level, expires }
  if (sessionId) state.data.sessions[sessionId] = { customer_id: customer._id, level, access_token: accessToken, expires }
  return sessionAnswer(customer, level, accessToken, expires)
}

/** Below level 2 the shopper is only identified, so personal data stays private. @param {any} customer @param {number} level @param {string} token @param {string} expires */
function sessionAnswer (customer, level, token, expires) {
  return {
    auth: { id: customer._id, level, token: { access_token: token, expires } },
    customer: level >= 2 ? customer : { _id: customer._id, display_name: customer.display_name, main_email: maskEmail(customer.main_email) }
  }
}

const PASSPORT_PATH = '/api/passport/v1/'
/** The demo provider page of a login session, under the passport. @param {import('./state.mjs').State} state @param {string} session */
const loginPath = (state, session) => `pt_br/${state.storeId}/${session}/login.html`

/** @param {string} email */
const maskEmail = (email) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2')

/** @type {import('./router.mjs').RouteDef[]} */
const unscopedRoutes = [
  ['POST', '/identify.json', async ({ state, json }) => {
    const body = validate(IdentifyBody, json())
    const customer = state.customerByEmail(body.email)
    if (!customer) throw new HttpError(403, 'customer_not_found', 'Nenhum perfil encontrado pelo e-mail')
    const email = body.email.toLowerCase()
    let level = 1
    if (body.email_code || body.doc_number) assertNotLocked(state, email)
    if (body.email_code) {
      const sent = state.emailCodes.get(email)
      if (sent && sent.expires <= Date.now()) {
        state.emailCodes.delete(email)
        throw new HttpError(401, 'code_expired', 'Código expirado: peça um novo')
      }
      if (!sent || sent.code !== body.email_code) failLogin(state, email, 'invalid_code', 'Código de acesso inválido')
      state.emailCodes.delete(email)
      level = 3
    } else if (body.doc_number) {
      // Digits and capital letters compared: an alphanumeric CNPJ's letters are part of it.
      if (cnpjChars(body.doc_number) !== cnpjChars(customer.doc_number ?? '')) failLogin(state, email, 'invalid_doc_number', 'Documento não confere com o cadastro')
      level = 2
    }
    if (level > 1) state.loginAttempts.delete(email)
    const answer = login(state, customer, level)
    await state.save()
    return answer
  }],
  ['PUT', '/:lang/email-code', ({ state, json }) => sendCode(state, json())],
  ['PUT', '/:lang/email-code.json', ({ state, json }) => sendCode(state, json())],
  ['GET', '/:session/token.json', ({ state, params }) => {
    if (!SESSION_ID.test(params.session)) throw new HttpError(400, 'invalid_session_id', 'Invalid session id')
    const s = state.data.sessions[params.session]
    if (!s) throw new HttpError(404, 'session_not_found', 'No login finished for this session yet')
    if (Date.parse(s.expires) < Date.now()) throw new HttpError(401, 'session_expired', 'This login has expired')
    const customer = state.customerById(s.customer_id)
    if (!customer) throw new HttpError(404, 'session_not_found', 'Customer no longer exists')
    return sessionAnswer(customer, s.level, s.access_token, s.expires)
  }],
  // The platform's login block links each provider as `host + baseUri + provider + oauthPath`: the host is the
  // origin and baseUri only a path, or the origin comes twice.
  ['GET', '/:session/oauth-providers.json', ({ state, params, origin }) => {
    if (!SESSION_ID.test(params.session)) throw new HttpError(400, 'invalid_session_id', 'Invalid session id')
    return {
      host: origin,
      baseUri: PASSPORT_PATH,
      oauthPath: `/${params.session}/oauth`,
      iframeUri: `${origin}${PASSPORT_PATH}${loginPath(state, params.session)}`,
      providers: {
        google: { faIcon: 'fa-google', providerName: 'Google' },
        facebook: { faIcon: 'fa-facebook', providerName: 'Facebook' }
      }
    }
  }],
  // A provider's link (above) leads to the demo's one provider page, the same the passport popup opens.
  ['GET', '/:provider/:session/oauth', ({ state, params }) => {
    if (!/^[a-z]{2,20}$/.test(params.provider)) throw new HttpError(404, 'not_found', 'Unknown provider')
    if (!SESSION_ID.test(params.session)) throw new HttpError(400, 'invalid_session_id', 'Invalid session id')
    return new Reply(302, '', { raw: true, headers: { Location: `${PASSPORT_PATH}${loginPath(state, params.session)}`, 'Cache-Control': 'no-store' } })
  }],
  ['GET', '/:lang/:store/:session/login.html', ({ state, params, query }) => {
    checkLoginParams(state, params)
    return htmlReply(200, loginPage({ session: params.session, enableSkip: query.get('enable_skip') === 'true' }))
  }],
  // DEMO ONLY (the "Entrar com Google" stand-in): it signs in whoever types a customer's e-mail, so it keeps the
  // e-mail code login's lockout (assertNotLocked), and an unknown e-mail gets the same answer as any refusal.
  ['POST', '/:lang/:store/:session/login.html', async ({ state, params, rawBody }) => {
    checkLoginParams(state, params)
    const email = (new URLSearchParams(rawBody).get('email') ?? '').trim().toLowerCase()
    const customer = state.customerByEmail(email)
    const refuse = (/** @type {number} */ status, /** @type {string} */ error) =>
      htmlReply(status, loginPage({ session: params.session, error, enableSkip: false }))
    if (!customer) return refuse(403, 'Não foi possível entrar com este e-mail.')
    try {
      assertNotLocked(state, email)
    } catch (e) {
      if (e instanceof HttpError) return refuse(e.status, e.message)
      throw e
    }
    // A provider login proves the e-mail, so it counts as verified (level 3).
    login(state, customer, 3, params.session)
    await state.save()
    return htmlReply(200, loginDonePage(params.session))
  }],
  ['GET', '/me.json', ({ state, req }) => state.requireAuth(req).customer],
  ['PATCH', '/me.json', async ({ state, req, json }) => {
    const { customer } = state.requireAuth(req)
    const body = validate(MePatch, json())
    if (body.favorites) customer.favorites = [...new Set(body.favorites)]
    await state.save()
    return customer
  }],
  // Customer data as the hosted passport serves it: api/me.json with the identity on the passport host, the record's
  // own path (customers/{id}.json) when the store's identity runs elsewhere. Both take the profile fields.
  ['GET', '/api/me.json', ({ state, req }) => state.requireAuth(req).customer],
  ['PATCH', '/api/me.json', (ctx) => patchCustomer(ctx, ctx.state.requireAuth(ctx.req).customer)],
  ['GET', '/customers/:id.json', (ctx) => ownCustomer(ctx).customer],
  ['PATCH', '/customers/:id.json', (ctx) => patchCustomer(ctx, ownCustomer(ctx).customer)],
  ...cartRoutes('/api'),
  ...accountOrderRoutes
]

/**
 * The real Passport scopes its JSON routes by store (`{base}{store_id}/identify.json`), which is how the storefront
 * client calls them; the bare paths stay for older callers. A wrong store id is a 404, like an unknown store.
 * The popup page already carries the store in its own path, so it is not scoped again.
 * @type {import('./router.mjs').RouteDef[]}
 */
export const passportRoutes = [
  ...unscopedRoutes,
  ...unscopedRoutes.filter(([, pattern]) => !pattern.endsWith('login.html')).map(([method, pattern, handler]) =>
    /** @type {import('./router.mjs').RouteDef} */ ([method, `/:scope_store${pattern}`, (ctx) => {
      if (ctx.params.scope_store !== String(ctx.state.storeId)) throw new HttpError(404, 'store_not_found', `Unknown store ${ctx.params.scope_store}`)
      return handler(ctx)
    }]))
]

/** @param {import('./state.mjs').State} state @param {unknown} raw */
function sendCode (state, raw) {
  const body = validate(EmailCodeBody, raw)
  const customer = state.customerByEmail(body.email)
  if (!customer) throw new HttpError(403, 'customer_not_found', 'Nenhum perfil encontrado pelo e-mail')
  const email = body.email.toLowerCase()
  assertNotLocked(state, email)
  // A new code voids the previous one; wrong guesses still count against the e-mail, not the code.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  state.emailCodes.set(email, { code, expires: Date.now() + CODE_TTL_MS })
  return { ok: true, message: 'Código enviado para o e-mail' }
}

/** A 429 while the e-mail's login is locked. @param {import('./state.mjs').State} state @param {string} email */
function assertNotLocked (state, email) {
  const attempts = state.loginAttempts.get(email)
  if (!attempts || attempts.lockedUntil === 0) return
  const left = attempts.lockedUntil - Date.now()
  if (left <= 0) { state.loginAttempts.delete(email); return }
  throw new HttpError(429, 'login_locked', 'Muitas tentativas: tente novamente em alguns minutos', { retry_after: Math.ceil(left / 1000) })
}

/**
 * Counts a wrong code or document; the last allowed one voids the pending code and locks the e-mail's login.
 * @param {import('./state.mjs').State} state @param {string} email @param {string} errorCode @param {string} message
 * @returns {never}
 */
function failLogin (state, email, errorCode, message) {
  const attempts = state.loginAttempts.get(email) ?? { failures: 0, lockedUntil: 0 }
  attempts.failures += 1
  if (attempts.failures >= MAX_LOGIN_FAILURES) {
    attempts.lockedUntil = Date.now() + LOGIN_LOCK_MS
    state.emailCodes.delete(email)
  }
  state.loginAttempts.set(email, attempts)
  throw new HttpError(401, errorCode, message, { attempts_left: Math.max(0, MAX_LOGIN_FAILURES - attempts.failures) })
}

/** An HTML page answer, never cached. @param {number} status @param {string} html */
const htmlReply = (status, html) =>
  new Reply(status, html, { raw: true, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

/** @param {import('./state.mjs').State} state @param {Record<string, string>} params */
function checkLoginParams (state, params) {
  if (!SESSION_ID.test(params.session)) throw new HttpError(400, 'invalid_session_id', 'Invalid session id')
  if (String(params.store) !== String(state.storeId)) throw new HttpError(404, 'store_not_found', `Unknown store ${params.store}`)
}
