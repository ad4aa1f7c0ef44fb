// @vitest-environment node
// The test control that ends every login's token now (a session that ends mid-checkout), over real HTTP.
import { beforeEach, describe, expect, it } from 'vitest'
import { call, platformForFile, post, start } from './helpers'

const p = platformForFile()
beforeEach(async () => {
  await post(p, '/__platform/reset', {})
})

const PASSPORT = '/api/passport/v1/1011'

async function level2() {
  const r = await post(p, `${PASSPORT}/identify.json`, { email: 'maria@example.com', doc_number: '12345678909' })
  return { 'X-My-ID': r.body.auth.id, 'X-Access-Token': r.body.auth.token.access_token }
}

describe('POST /__platform/tokens/expire', () => {
  it('makes the next call with a token a 401; a new login works again', async () => {
    const auth = await level2()
    expect((await call(p, `${PASSPORT}/me.json`, { headers: auth })).status).toBe(200)
    const r = await post(p, '/__platform/tokens/expire', {})
    expect(r.status).toBe(200)
    expect(r.body.expired).toBeGreaterThan(0)
    const refused = await call(p, `${PASSPORT}/me.json`, { headers: auth })
    expect(refused.status).toBe(401)
    expect(refused.body.error_code).toBe('invalid_token')
    expect((await call(p, `${PASSPORT}/me.json`, { headers: await level2() })).status).toBe(200)
  })

  it('one token only, when named: the other logins go on', async () => {
    const [mine, other] = [await level2(), await level2()]
    const r = await post(p, '/__platform/tokens/expire', { access_token: mine['X-Access-Token'] })
    expect(r.body.expired).toBe(1)
    expect((await call(p, `${PASSPORT}/me.json`, { headers: mine })).status).toBe(401)
    expect((await call(p, `${PASSPORT}/me.json`, { headers: other })).status).toBe(200)
    expect((await post(p, '/__platform/tokens/expire', { access_token: '<x>' })).status).toBe(400)
  })

  it('is refused outside test mode', async () => {
    const demo = await start({ testMode: false })
    try {
      expect((await post(demo, '/__platform/tokens/expire', {})).status).toBe(403)
    } finally {
      await demo.close()
    }
  })
})
