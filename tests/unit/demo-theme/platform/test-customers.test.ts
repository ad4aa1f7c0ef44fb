// @vitest-environment node
// The test control that makes a customer like a seeded one, so tests logging in by e-mail code share no mailbox.
import { beforeEach, describe, expect, it } from 'vitest'
import { call, platformForFile, post, start } from './helpers'

const p = platformForFile()
beforeEach(async () => {
  await post(p, '/__platform/reset', {})
})

const PASSPORT = '/api/passport/v1/1011'

async function loginByCode(email: string) {
  expect((await call(p, `${PASSPORT}/pt_br/email-code`, { method: 'PUT', json: { email } })).status).toBe(200)
  const { code } = (await call(p, `/__platform/email-codes?email=${encodeURIComponent(email)}`)).body
  const r = await post(p, `${PASSPORT}/identify.json`, { email, email_code: code })
  expect(r.status).toBe(200)
  return { 'X-My-ID': r.body.auth.id, 'X-Access-Token': r.body.auth.token.access_token }
}

describe('POST /__platform/customers', () => {
  it("copies the profile under a new e-mail and id, without the model's orders; each has its own code", async () => {
    const r = await post(p, '/__platform/customers', { email: 'copia@example.com', like: 'maria@example.com' })
    expect(r.status).toBe(200)
    // Codes asked for both: neither voids the other.
    const copy = await loginByCode('copia@example.com')
    const maria = await loginByCode('maria@example.com')
    expect(copy['X-My-ID']).toBe(r.body._id)
    const me = (await call(p, `${PASSPORT}/me.json`, { headers: copy })).body
    const model = (await call(p, `${PASSPORT}/me.json`, { headers: maria })).body
    expect(me).toMatchObject({ main_email: 'copia@example.com', doc_number: model.doc_number, name: model.name })
    expect(me.addresses).toEqual(model.addresses)
    expect(me.orders ?? []).toEqual([])
    expect(model.orders.length).toBeGreaterThan(0)
  })

  it('with login, answers a level-3 session of the new customer', async () => {
    const r = await post(p, '/__platform/customers', {
      email: 'sessao@example.com',
      like: 'maria@example.com',
      login: true
    })
    expect(r.body.auth).toMatchObject({ id: r.body._id, level: 3 })
    const headers = { 'X-My-ID': r.body.auth.id, 'X-Access-Token': r.body.auth.token.access_token }
    expect((await call(p, `${PASSPORT}/me.json`, { headers })).body.main_email).toBe('sessao@example.com')
  })

  it('refuses a taken e-mail, an unknown model and bad input', async () => {
    expect(
      (await post(p, '/__platform/customers', { email: 'joao.pereira@example.com', like: 'maria@example.com' })).status
    ).toBe(409)
    expect(
      (await post(p, '/__platform/customers', { email: 'x@example.com', like: 'ninguem@example.com' })).status
    ).toBe(404)
    expect((await post(p, '/__platform/customers', { email: 'not an e-mail', like: 'maria@example.com' })).status).toBe(
      400
    )
  })

  it('is refused outside test mode', async () => {
    const demo = await start({ testMode: false })
    try {
      expect(
        (await post(demo, '/__platform/customers', { email: 'x@example.com', like: 'maria@example.com' })).status
      ).toBe(403)
    } finally {
      await demo.close()
    }
  })
})
