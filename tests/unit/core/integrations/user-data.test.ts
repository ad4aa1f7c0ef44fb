import { describe, expect, it } from 'vitest'
import { hashUser } from '#core/integrations/user-data'

// sha256 of the normalised values, computed with sha256sum.
const MARIA = '10ef04a5a1acd81d18a0c61fdd354a063da07223720a1d8760aa5c2afa5e8ee0'
const PHONE = 'fb099dda3b1a62acae703d874c67289dabf9e2c08bfcda2d372b34ea1c6a41f0'
const PHONE_E164 = 'b9b99e3ace015f0b24cb4840ea2ad64413c615fb37ef826cd8d538b9206f216f'

describe('hashUser', () => {
  it('hashes the trimmed, lower-cased e-mail and the phone with its country code (+55 when none)', async () => {
    expect(await hashUser({ email: '  Maria@Example.COM ', phone: '(11) 99876-5432' })).toEqual({
      email: MARIA,
      phone: PHONE,
      phone_e164: PHONE_E164
    })
    expect(await hashUser({ phone: '+55 11 99876-5432' })).toEqual({ phone: PHONE, phone_e164: PHONE_E164 })
  })

  it('leaves out what is not an e-mail or a phone, and never returns clear text', async () => {
    expect(await hashUser({ email: 'not an e-mail', phone: '123' })).toEqual({})
    const hashed = await hashUser({ email: 'maria@example.com' })
    expect(JSON.stringify(hashed)).not.toContain('maria')
  })
})
