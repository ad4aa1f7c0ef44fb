import { parsePix, hasError } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import {
  brCode,
  canRenewPix,
  clockText,
  crc16,
  emvText,
  isPix,
  latestPix,
  arrivedJustNow,
  pixAwaits,
  pixCharge,
  pixPhase,
  pixTimeLeft,
  pollDelay,
  validBrCode
} from '#core/payments/pix'

const input = {
  key: 'pix@vitrine.example',
  amount: 95.5,
  txid: 'ABC123def456',
  merchantName: 'Vitrine Loja Demo',
  merchantCity: 'São Paulo'
}
const method = { code: 'account_deposit', name: 'Pix' }
const intermediator = { payment_method: { code: 'pix' } }

describe('BR Code', () => {
  it('computes the CRC16-CCITT of the manual (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1')
  })

  it('is read back whole by an independent parser: key, amount, txid, name, city and a valid CRC', () => {
    const code = brCode(input)
    const parsed = parsePix(code)
    expect(hasError(parsed)).toBe(false)
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'pix@vitrine.example',
      transactionAmount: 95.5,
      txid: 'ABC123def456',
      merchantName: 'Vitrine Loja Demo',
      merchantCity: 'Sao Paulo',
      countryCode: 'BR',
      transactionCurrency: '986'
    })
    expect(code).toContain('540595.50')
    expect(code.startsWith('000201010212')).toBe(true)
    expect(validBrCode(code)).toBe(true)
    // The same parser refuses a code whose CRC does not match: the check above is a real one.
    expect(hasError(parsePix(`${code.slice(0, -4)}0000`))).toBe(true)
  })

  it('writes the amount with two decimals from cents (no float drift)', () => {
    expect(brCode({ ...input, amount: 0.1 + 0.2 })).toContain('54040.30')
    expect(brCode({ ...input, amount: 1016.9 })).toContain('54071016.90')
  })

  it('strips accents and symbols from name and city and keeps their sizes', () => {
    expect(emvText('Ção & Cia. Ltda — Filial Nº 1 do Centro', 25)).toBe('Cao Cia Ltda Filial N 1 d')
    expect(emvText('São José dos Campos', 15)).toBe('Sao Jose dos Ca')
  })

  it('refuses what cannot make a valid code', () => {
    expect(() => brCode({ ...input, txid: 'has-dash' })).toThrow(RangeError)
    expect(() => brCode({ ...input, txid: 'A'.repeat(26) })).toThrow(RangeError)
    expect(() => brCode({ ...input, amount: 0 })).toThrow(RangeError)
    expect(() => brCode({ ...input, key: '' })).toThrow(RangeError)
  })

  it('finds a code whose CRC or structure was altered invalid', () => {
    const code = brCode(input)
    expect(validBrCode(code.replace('95.50', '05.50'))).toBe(false)
    expect(validBrCode(`${code.slice(0, -4)}0000`)).toBe(false)
    expect(validBrCode(code.slice(0, 30))).toBe(false)
    expect(validBrCode('<img src=x onerror=alert(1)>')).toBe(false)
    expect(validBrCode('')).toBe(false)
  })
})

describe('Pix transactions', () => {
  const valid_thru = '2026-11-26T12:30:00.000Z'
  const expires = Date.parse(valid_thru)
  const code = brCode(input)
  // As the platform's Pagar.me app answers create_transaction: no intermediator method, a QR image in the notes.
  const tx = {
    payment_method: method,
    intermediator: { transaction_id: 'or_56GXnk6T0eU88qMm', transaction_code: code, transaction_reference: '' },
    account_deposit: { valid_thru },
    notes: '<div style="display:block;margin:0 auto"> <img src="https://api.pagar.me/qr.png"> </div>'
  }

  it('tells Pix by its method and intermediator', () => {
    expect(isPix({ payment_method: method, intermediator })).toBe(true)
    expect(isPix({ payment_method: { code: 'account_deposit' } })).toBe(false)
    // The platform names the method after the gateway that took it ('Pix', 'Pix - Pagar.me').
    expect(isPix({ payment_method: method })).toBe(true)
    expect(isPix({ payment_method: { code: 'banking_billet' }, intermediator })).toBe(false)
    expect(isPix(null)).toBe(false)
  })

  it('tells a Pix gateway by what list_payments gives it: account deposit labelled or named Pix', () => {
    // As a hosted Pix app lists it: the gateway's intermediator has a name, link and code only.
    const hosted = { name: 'Pagar.me', link: 'https://pagar.me/', code: 'pagarme' }
    expect(isPix({ label: 'Pix', payment_method: method, intermediator: hosted })).toBe(true)
    expect(isPix({ label: 'À vista', payment_method: { ...method, name: 'Pix - Pagar.me' } })).toBe(true)
    expect(isPix({ label: 'Depósito bancário', payment_method: { ...method, name: 'Depósito' } })).toBe(false)
    expect(isPix({ label: 'Pix', payment_method: { code: 'credit_card' } })).toBe(false)
    // A transaction's intermediator method decides, whatever its labels say.
    expect(isPix({ label: 'Pix', payment_method: method, intermediator: { payment_method: { code: 'ted' } } })).toBe(
      false
    )
  })

  it('reads the code from intermediator.transaction_code and the expiry from account_deposit.valid_thru', () => {
    expect(pixCharge(tx)).toEqual({ code, txid: input.txid, expires })
    // No expiry given: the code is shown without a clock, and only the platform ends it.
    expect(pixCharge({ ...tx, account_deposit: undefined })).toEqual({ code, txid: input.txid, expires: null })
    expect(pixCharge({ ...tx, account_deposit: { valid_thru: 'soon' } })?.expires).toBeNull()
    // Issued 30 min before valid_thru, received by a device whose clock is 2 h behind: 30 min from its own now.
    const issued = { ...tx, status: { current: 'pending', updated_at: '2026-11-26T12:00:00.000Z' } }
    const received = Date.parse('2026-11-26T10:00:05.000Z')
    expect(pixCharge(issued, received)?.expires).toBe(received + 30 * 60_000)
    expect(pixCharge(issued)?.expires).toBe(expires)
  })

  it('reads no code from a transaction whose transaction_code is not a valid BR Code, whatever else it carries', () => {
    const other = (transaction_code: unknown) => ({ ...tx, intermediator: { ...tx.intermediator, transaction_code } })
    // An acquirer's authorisation code (what the app sends when the bank gave no QR), a broken CRC, HTML, a number.
    for (const bad of ['123456', `${code.slice(0, -4)}0000`, tx.notes, 42, undefined]) {
      expect(pixCharge(other(bad))).toBeNull()
    }
    expect(pixCharge({ ...tx, intermediator: undefined })).toBeNull()
    // The old stand-in's own field is not read.
    expect(pixCharge({ ...tx, intermediator: {}, pix: { code, txid: input.txid, valid_thru } })).toBeNull()
    expect(pixCharge({ ...tx, payment_method: { code: 'banking_billet' } })).toBeNull()
  })

  it('picks the latest Pix transaction of an order', () => {
    const points = { payment_method: { code: 'loyalty_points' } }
    const renewed = { ...tx, _id: 'b' }
    expect(latestPix([{ ...tx, _id: 'a' }, renewed, points])).toBe(renewed)
    expect(latestPix([points])).toBeUndefined()
    expect(latestPix(undefined)).toBeUndefined()
  })

  it('judges the phase: paid wins over time, cancelled closes, expiry at valid_thru or when the bank drops it', () => {
    expect(pixPhase({ financial: 'pending' }, expires, expires - 1)).toBe('pending')
    expect(pixPhase({ financial: 'pending' }, expires, expires)).toBe('expired')
    expect(pixPhase({ financial: 'pending' }, null, expires * 2)).toBe('pending')
    expect(pixPhase({ financial: 'paid' }, expires, expires + 60_000)).toBe('paid')
    expect(pixPhase({ financial: 'pending', order: 'cancelled' }, expires, 0)).toBe('closed')
    expect(pixPhase({ financial: 'voided', order: 'cancelled' }, expires, 0)).toBe('closed')
    expect(pixPhase({ financial: 'refunded' }, expires, 0)).toBe('closed')
    // The bank's word wins over the local clock, which still has time left.
    expect(pixPhase({ financial: 'voided', order: 'open' }, expires, 0)).toBe('expired')
    expect(pixPhase({ financial: 'unauthorized' }, null, 0)).toBe('expired')
  })

  it("shows the Pix screen on an order's page while it waits or after the bank dropped its code", () => {
    const order = (financial: string, status = 'open') => ({
      status,
      financial_status: { current: financial },
      transactions: [tx]
    })
    expect(pixAwaits(order('pending'))).toBe(true)
    expect(pixAwaits(order('voided'))).toBe(true)
    expect(pixAwaits(order('paid'))).toBe(false)
    expect(pixAwaits(order('voided', 'cancelled'))).toBe(false)
    expect(pixAwaits({ ...order('pending'), transactions: [{ payment_method: { code: 'banking_billet' } }] })).toBe(
      false
    )
  })

  it('renews only an open, unpaid order whose code expired or was dropped by the bank', () => {
    const order = { status: 'open', financial_status: { current: 'pending' }, transactions: [tx] }
    expect(canRenewPix(order, expires - 1)).toBe(false)
    expect(canRenewPix(order, expires)).toBe(true)
    expect(canRenewPix({ ...order, financial_status: { current: 'voided' } }, expires - 60_000)).toBe(true)
    expect(canRenewPix({ ...order, transactions: [{ ...tx, account_deposit: undefined }] }, expires)).toBe(false)
    expect(canRenewPix({ ...order, status: 'cancelled' }, expires)).toBe(false)
    expect(canRenewPix({ ...order, financial_status: { current: 'paid' } }, expires)).toBe(false)
    expect(canRenewPix({ ...order, transactions: [{ payment_method: { code: 'banking_billet' } }] }, expires)).toBe(
      false
    )
  })

  it('trusts the status a transaction came with only when it arrived just now', () => {
    expect(arrivedJustNow(1000, 1000)).toBe(true)
    expect(arrivedJustNow(1000, 3999)).toBe(true)
    expect(arrivedJustNow(1000, 4000)).toBe(false)
    expect(arrivedJustNow(undefined, 1000)).toBe(false)
    // A kept answer from a clock that went back is not "just now".
    expect(arrivedJustNow(5000, 1000)).toBe(false)
  })

  it('counts the time left down to zero', () => {
    expect(pixTimeLeft(expires, expires - 90_500)).toBe(90_500)
    expect(pixTimeLeft(expires, expires + 1)).toBe(0)
    expect(clockText(30 * 60_000)).toBe('30:00')
    expect(clockText(90_500)).toBe('1:31')
    expect(clockText(3_723_000)).toBe('1:02:03')
    expect(clockText(0)).toBe('0:00')
  })

  it('polls every 3 s at first, then backs off to 8 s (news within 10 s), and doubles on failures up to 60 s', () => {
    expect(pollDelay(0)).toBe(3000)
    expect(pollDelay(10)).toBe(3000)
    expect(pollDelay(11)).toBe(4500)
    expect(pollDelay(100)).toBe(8000)
    // However long the page has been open, a look comes well within 10 s while the platform answers.
    for (let quiet = 0; quiet < 1000; quiet++) expect(pollDelay(quiet)).toBeLessThanOrEqual(8000)
    expect(pollDelay(0, 1)).toBe(6000)
    expect(pollDelay(0, 10)).toBe(60000)
  })
})

describe('the Pix gateway discount', () => {
  it("is the Pix gateway's discount, labelled Pix; none without a Pix gateway or with a zero discount", async () => {
    const { pixDiscountOption } = await import('#core/payments/pix')
    const pix = { payment_method: method, intermediator, discount: { type: 'percentage', value: 5, apply_at: 'total' } }
    const boleto = { payment_method: { code: 'banking_billet' }, discount: { type: 'percentage', value: 7 } }
    expect(pixDiscountOption([boleto, pix])).toEqual({ label: 'Pix', type: 'percentage', value: 5, apply_at: 'total' })
    expect(pixDiscountOption([boleto])).toBeUndefined()
    expect(pixDiscountOption([{ ...pix, discount: { type: 'percentage', value: 0 } }])).toBeUndefined()
    expect(pixDiscountOption([{ ...pix, discount: null }])).toBeUndefined()
    expect(pixDiscountOption('nope')).toBeUndefined()
  })
})
