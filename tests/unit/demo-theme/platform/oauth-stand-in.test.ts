// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_LOGIN_FAILURES } from '../../../../demo-theme/platform/passport.mjs'
import { call, platformForFile, post } from './helpers'

const p = platformForFile()

const PAGE = '/api/passport/v1/pt_br/1011/DemoOauthStandIn000000000000001/login.html'
const SEEDED = ['maria@example.com', 'joao.pereira@example.com']

const submit = (email: string) =>
  call(p, PAGE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString()
  })

describe('The "Entrar com Google" stand-in (demo only)', () => {
  it('asks for the e-mail, lists none and says it is a demo stand-in', async () => {
    const page = await call(p, PAGE)
    expect(page.status).toBe(200)
    const html = String(page.body)
    for (const email of SEEDED) expect(html).not.toContain(email)
    expect(html).not.toMatch(/<datalist|<option/)
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*required>/)
    expect(html).toContain('Somente demonstração')
  })

  it('signs in a known e-mail that is not locked', async () => {
    const page = await submit('maria@example.com')
    expect(page.status).toBe(200)
    expect(String(page.body)).toContain('Login concluído')
  })

  it('refuses an unknown e-mail without naming any customer', async () => {
    const page = await submit('nobody@example.com')
    expect(page.status).toBe(403)
    const html = String(page.body)
    for (const email of SEEDED) expect(html).not.toContain(email)
    expect(html).not.toContain('Login concluído')
    expect(html).toContain('Não foi possível entrar com este e-mail.')
  })

  it('refuses an e-mail locked by wrong codes, as the e-mail code login does', async () => {
    const email = 'joao.pereira@example.com'
    for (let i = 0; i < MAX_LOGIN_FAILURES; i++) {
      expect((await post(p, '/api/passport/v1/identify.json', { email, email_code: '000000' })).status).toBe(401)
    }
    expect((await post(p, '/api/passport/v1/identify.json', { email, email_code: '000000' })).status).toBe(429)
    const page = await submit(email.toUpperCase())
    expect(page.status).toBe(429)
    expect(String(page.body)).toContain('Muitas tentativas')
    expect(String(page.body)).not.toContain('Login concluído')
  })
})
