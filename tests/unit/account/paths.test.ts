import { describe, expect, it } from 'vitest'
import { isIdentityPath, passportPath } from '../../../core/api/paths'
import { customerPath, orderPath, separateIdentity } from '../../../core/passport/paths'

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
