// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { call, post, platformForFile } from './helpers'

const p = platformForFile()

const BASE = '/api/passport/v1'

describe('Passport routes scoped by store id (as the storefront client calls them)', () => {
  it('accepts an optional /{store_id} segment on every JSON route', async () => {
    expect(
      (await call(p, `${BASE}/1011/pt_br/email-code.json`, { method: 'PUT', json: { email: 'maria@example.com' } }))
        .status
    ).toBe(200)
    const { body } = await call(p, '/__platform/email-codes?email=maria%40example.com')
    const login = await post(p, `${BASE}/1011/identify.json`, { email: 'maria@example.com', email_code: body.code })
    expect(login.body.auth.level).toBe(3)
    const headers = { 'X-My-ID': login.body.auth.id, 'X-Access-Token': login.body.auth.token.access_token }
    expect((await call(p, `${BASE}/1011/me.json`, { headers })).body.main_email).toBe('maria@example.com')
    expect((await call(p, `${BASE}/1011/DemoSessionMaria0000000000000001/token.json`)).status).toBe(200)
    expect((await call(p, `${BASE}/1011/abcdefgh12345678/oauth-providers.json`)).body.iframeUri).toMatch(
      /\/pt_br\/1011\/abcdefgh12345678\/login\.html$/
    )
  })

  it('keeps the unscoped paths and 404s another store', async () => {
    expect((await call(p, `${BASE}/DemoSessionMaria0000000000000001/token.json`)).status).toBe(200)
    const other = await call(p, `${BASE}/9999/DemoSessionMaria0000000000000001/token.json`)
    expect(other.status).toBe(404)
    expect(other.body.error_code).toBe('store_not_found')
  })
})
