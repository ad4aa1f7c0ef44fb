// /__platform/... : test and demo controls (fault queue, request log, reset, e-mail codes).
// Never part of the real platform's surface.
import * as z from 'zod'
import { HttpError, validate } from './http.mjs'
import { APIS, isFaultKind } from './faults.mjs'
import { Reply } from './router.mjs'

const FaultBody = z.object({
  api: z.enum(APIS),
  kind: z.string().refine(isFaultKind, 'kind must be 503, 500, a 4xx status, slow:<ms>, timeout, malformed or drop'),
  count: z.optional(z.number().int().min(1).max(1000))
})

/**
 * @param {ReturnType<typeof import('./faults.mjs').createFaults>} faults
 * @param {ReturnType<typeof import('./log.mjs').createRequestLog>} log
 * @returns {import('./router.mjs').RouteDef[]}
 */
export function adminRoutes (faults, log) {
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
    ['POST', '/reset', async ({ state }) => {
      faults.clear()
      await state.reset()
      return { ok: true }
    }],
    ['GET', '/email-codes', ({ state, query }) => {
      const email = (query.get('email') ?? '').trim().toLowerCase()
      const code = state.emailCodes.get(email)
      if (!code) throw new HttpError(404, 'not_found', `No code was requested for ${email || '(no e-mail)'}`)
      return { email, code }
    }]
  ]
}
