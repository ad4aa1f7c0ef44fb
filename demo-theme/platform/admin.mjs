// /__platform/... : test and demo controls (fault queue, request log, reset, e-mail codes).
// Never part of the real platform's surface.
import { randomBytes } from 'node:crypto'
import * as z from 'zod'
import { HttpError, validate } from './http.mjs'
import { APIS, isFaultKind, MAX_SLOW_MS } from './faults.mjs'
import { Reply } from './router.mjs'
import { login } from './passport.mjs'

const FaultBody = z.object({
  api: z.enum(APIS),
  kind: z.string().refine(isFaultKind, `kind must be 503, 500, a 4xx status, slow:<ms> up to ${MAX_SLOW_MS}, timeout, malformed, drop or after:malformed|html|503`),
  count: z.optional(z.number().int().min(1).max(1000))
})

const ExpireBody = z.object({ access_token: z.optional(z.string().regex(/^[\w-]{1,128}$/)) })
const CustomerBody = z.object({ email: z.string().trim().email().max(120), like: z.string().trim().email(), login: z.optional(z.boolean()) })

/**
 * The controls only tests may use (faults, the request log with its bodies, reset): a 403 outside test mode. The e-mail
 * codes stay readable in both modes: they are the demo's mailbox, how a person trying the demo logs in by code.
 * @param {import('./router.mjs').RouteDef[]} routes @param {boolean} testMode
 * @returns {import('./router.mjs').RouteDef[]}
 */
const testOnly = (routes, testMode) => routes.map(([method, pattern, handler]) => /** @type {import('./router.mjs').RouteDef} */ ([method, pattern, (ctx) => {
  if (!testMode) throw new HttpError(403, 'test_mode_only', 'Start the platform in test mode (VITRINE_TEST_MODE=1) to use this control')
  return handler(ctx)
}]))

/**
 * @param {ReturnType<typeof import('./faults.mjs').createFaults>} faults
 * @param {ReturnType<typeof import('./log.mjs').createRequestLog>} log
 * @param {boolean} testMode
 * @returns {import('./router.mjs').RouteDef[]}
 */
export function adminRoutes (faults, log, testMode) {
  return [
    ...testOnly(controls(faults, log), testMode),
    ['GET', '/email-codes', ({ state, query }) => {
      const email = (query.get('email') ?? '').trim().toLowerCase()
      const sent = state.emailCodes.get(email)
      if (!sent || sent.expires <= Date.now()) throw new HttpError(404, 'not_found', `No code was requested for ${email || '(no e-mail)'}`)
      return { email, code: sent.code, expires: new Date(sent.expires).toISOString() }
    }]
  ]
}

/**
 * @param {ReturnType<typeof import('./faults.mjs').createFaults>} faults
 * @param {ReturnType<typeof import('./log.mjs').createRequestLog>} log
 * @returns {import('./router.mjs').RouteDef[]}
 */
function controls (faults, log) {
  return [
    ['POST', '/faults', ({ json }) => {
      const body = validate(FaultBody, json())
      faults.enqueue(body.api, body.kind, body.count ?? 1)
      return { queued: faults.pending() }
    }],
    ['GET', '/faults', () => ({ queued: faults.pending() })],
    ['DELETE', '/faults', () => { faults.clear(); return new Reply(204, undefined) }],
    ['GET', '/log', () => log.list()],
    ['DELETE', '/log', () => { log.clear(); return new Reply(204, undefined) }],
    // A login's token (or every one) runs out now, as the hosted platform's do after their time: the next call made
    // with it is a 401. One token lets a test end its own session without touching another test's.
    ['POST', '/tokens/expire', async ({ state, json }) => {
      const { access_token: only } = validate(ExpireBody, json() ?? {})
      const past = new Date(Date.now() - 1000).toISOString()
      const tokens = Object.entries(state.data.tokens).filter(([token]) => !only || token === only)
      for (const [, t] of tokens) t.expires = past
      for (const s of Object.values(state.data.sessions)) if (!only || s.access_token === only) s.expires = past
      await state.save()
      return { expired: tokens.length }
    }],
    // A new customer with a seeded one's profile (addresses, points, no orders): a test that logs in by e-mail code
    // gets a mailbox and a login-attempt count no other test shares, since a new code voids the one before it; with
    // `login: true` it is answered with a session, for a test whose orders no other test may add to.
    ['POST', '/customers', async ({ state, json }) => {
      const body = validate(CustomerBody, json())
      const model = state.customerByEmail(body.like)
      if (!model) throw new HttpError(404, 'customer_not_found', `No customer ${body.like} to copy`)
      if (state.customerByEmail(body.email)) throw new HttpError(409, 'customer_exists', `${body.email} is taken`)
      const customer = { ...structuredClone(model), _id: randomBytes(12).toString('hex'), main_email: body.email, orders: [] }
      state.data.customers.push(customer)
      await state.save()
      // With `login`, a level-3 session of its own too (as after an e-mail code): a test with orders of its own.
      const auth = body.login ? login(state, customer, 3).auth : undefined
      return { _id: customer._id, main_email: customer.main_email, ...(auth ? { auth } : {}) }
    }],
    ['POST', '/reset', async ({ state }) => {
      faults.clear()
      await state.reset()
      return { ok: true }
    }]
  ]
}
