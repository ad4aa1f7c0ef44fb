import { describe, expect, it } from 'vitest'
import { createApiClient } from '#core/api'
import { isIdentityPath, passportPath } from '#core/api/paths'
import { createClock, createFetch, settings } from '../api/fakes'
import { customerPath, orderPath, separateIdentity } from '#core/passport/paths'

describe('passport paths', () => {
  it('customer data: api/me.json on the passport host, customers/{id}.json with a separate identity host', () => {
    const same = { passport: 'https://passport.e-com.plus/v1/', identity: 'https://passport.e-com.plus/v1/' }
    const apart = { passport: 'https://store.example/passport/', identity: 'https://id.example/v1/' }
    expect(separateIdentity(same)).toBe(false)
    expect(separateIdentity({ passport: same.passport })).toBe(false)
    expect(customerPath(same, 'c1')).toBe('api/me.json')
    expect(separateIdentity(apart)).toBe(true)
    expect(customerPath(apart, 'c/1')).toBe('customers/c%2F1.json')
  })

  it('a single order through the passport, id escaped', () => {
    expect(orderPath('o/../x')).toBe('api/orders/o%2F..%2Fx.json')
    expect(passportPath(1011, orderPath('abc'))).toBe('1011/api/orders/abc.json')
  })

  it('only identify, token and oauth-providers are identity calls', () => {
    expect(isIdentityPath('1011/identify.json')).toBe(true)
    expect(isIdentityPath('1011/ABC123/token.json')).toBe(true)
    expect(isIdentityPath('1011/ABC123/oauth-providers.json')).toBe(true)
    expect(isIdentityPath('1011/pt_br/email-code.json')).toBe(false)
    expect(isIdentityPath('1011/api/me.json')).toBe(false)
    expect(isIdentityPath('1011/api/orders/x.json')).toBe(false)
  })
})

describe('the client with a separate identity host', () => {
  it('sends identify, token and oauth-providers there, everything else of the passport to the passport host', async () => {
    const clock = createClock()
    const { fetch, sent } = createFetch(clock)
    const api = createApiClient(
      { ...settings, api: { ...settings.api, identity: 'https://id.test/v1/' } },
      { fetch, now: clock.now, sleep: clock.sleep, isBrowser: true }
    )
    const calls = [
      api.passport('identify', { method: 'POST', body: {} }),
      api.passport('ABC/token'),
      api.passport('ABC/oauth-providers'),
      api.passport('pt_br/email-code', { method: 'PUT', body: {} }),
      api.passport(orderPath('o1'), { auth: { id: 'c', token: 't' } })
    ]
    await clock.advance(10_000)
    await Promise.all(calls)
    // Two hosts, two queues: compare where each went, not the order they left in.
    expect(sent.map((s) => s.url).sort()).toEqual(
      [
        'https://id.test/v1/1011/identify.json',
        'https://id.test/v1/1011/ABC/token.json',
        'https://id.test/v1/1011/ABC/oauth-providers.json',
        'https://passport.test/v1/1011/pt_br/email-code.json',
        'https://passport.test/v1/1011/api/orders/o1.json'
      ].sort()
    )
  })

  it('without one, identity calls stay on the passport host', async () => {
    const clock = createClock()
    const { fetch, sent } = createFetch(clock)
    const api = createApiClient(settings, { fetch, now: clock.now, sleep: clock.sleep, isBrowser: true })
    const call = api.passport('identify', { method: 'POST', body: {} })
    await clock.advance(0)
    await call
    expect(sent[0]!.url).toBe('https://passport.test/v1/1011/identify.json')
  })
})
