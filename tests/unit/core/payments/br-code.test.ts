import { createDynamicPix, createStaticPix, hasError, parsePix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { brCode, brCodeTxid, crc16, emvFields, validBrCode } from '#core/payments/br-code'

// The validator against an independent implementation (pix-utils): codes it writes are taken, its parser agrees on
// every code the validator takes, and codes altered the ways a network or a buggy app alters them are refused.

const ours = brCode({
  key: 'pix@vitrine.example',
  amount: 95.5,
  txid: 'ABC123def456',
  merchantName: 'Vitrine Loja Demo',
  merchantCity: 'São Paulo'
})

/** A code written by pix-utils (never by the code under test). */
function written(make: () => ReturnType<typeof createStaticPix> | ReturnType<typeof createDynamicPix>): string {
  const pix = make()
  if (hasError(pix)) throw new Error('pix-utils refused the fixture')
  return pix.toBRCode()
}

const staticCode = written(() =>
  createStaticPix({
    merchantName: 'Loja Exemplo',
    merchantCity: 'Curitiba',
    pixKey: '+5541999998888',
    txid: 'PEDIDO1042',
    transactionAmount: 1016.9
  })
)
const noAmount = written(() =>
  createStaticPix({
    merchantName: 'Loja Exemplo',
    merchantCity: 'Curitiba',
    pixKey: 'chave@loja.example',
    transactionAmount: 0
  })
)
// A dynamic code, as PSPs (Pagar.me among them) issue: the charge's URL instead of a key, txid '***'.
const dynamicCode = written(() =>
  createDynamicPix({ merchantName: 'Loja Exemplo', merchantCity: 'Curitiba', url: 'pix.example.com/qr/v2/9d36b84f' })
)

/** The code with its CRC computed again after `edit` (a structural change a CRC alone would not catch). */
const recrc = (code: string, edit: (body: string) => string) => {
  const body = edit(code.slice(0, -4))
  return body + crc16(body)
}

describe('validBrCode', () => {
  it('takes the codes an independent library writes: static with and without amount, dynamic', () => {
    for (const code of [ours, staticCode, noAmount, dynamicCode]) {
      expect(hasError(parsePix(code))).toBe(false)
      expect(validBrCode(code)).toBe(true)
    }
  })

  it('checks the CRC16-CCITT: one changed character, a wrong or lower-case-only-different CRC', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(validBrCode(ours.replace('95.50', '95.60'))).toBe(false)
    expect(validBrCode(`${ours.slice(0, -4)}0000`)).toBe(false)
    // Hex digits in lower case are the same CRC.
    expect(validBrCode(ours.slice(0, -4) + ours.slice(-4).toLowerCase())).toBe(true)
    expect(hasError(parsePix(`${ours.slice(0, -4)}0000`))).toBe(true)
  })

  it('refuses a code that does not split whole into fields, even with a matching CRC', () => {
    expect(validBrCode(ours.slice(0, 30))).toBe(false)
    // A length that overruns the code, a field id that is not two digits, a field after the CRC.
    expect(validBrCode(recrc(ours, (b) => b.replace('5802BR', '5809BR')))).toBe(false)
    expect(validBrCode(recrc(ours, (b) => b.replace('5802BR', 'X802BR')))).toBe(false)
    expect(validBrCode(`${ours}0000`)).toBe(false)
    // The same field twice.
    expect(validBrCode(recrc(ours, (b) => b.replace('5802BR', '5802BR5802BR')))).toBe(false)
  })

  it('refuses a payload that is not a Pix BR Code: no Pix account, another currency or country, no CRC field', () => {
    expect(validBrCode(recrc(ours, (b) => b.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')))).toBe(false)
    expect(validBrCode(recrc(ours, (b) => b.replace('5303986', '5303840')))).toBe(false)
    expect(validBrCode(recrc(ours, (b) => b.replace('5802BR', '5802US')))).toBe(false)
    expect(validBrCode(recrc(ours, (b) => b.replace('000201', '000202')))).toBe(false)
    expect(validBrCode(recrc(ours, (b) => b.replace('540595.50', '5405-5.50')))).toBe(false)
    // Without the template's key (01) or URL (25) a bank app has nothing to pay.
    const keyless = recrc(ours, (b) =>
      b.replace('26410014br.gov.bcb.pix0119pix@vitrine.example', '26180014br.gov.bcb.pix')
    )
    expect(emvFields(keyless)).not.toBeNull()
    expect(validBrCode(keyless)).toBe(false)
  })

  it('refuses what a payment app may put in the field instead: HTML, a URL, a txid, nothing, not a string', () => {
    for (const v of [
      '<img src=x onerror=alert(1)>',
      'https://pix.example.com/qr/1',
      'ABC123def456',
      '',
      ' ',
      null,
      42
    ]) {
      expect(validBrCode(v)).toBe(false)
    }
    expect(validBrCode(`${ours}\n`)).toBe(false)
    expect(validBrCode(ours.padEnd(513, '0'))).toBe(false)
  })

  it('agrees with the independent parser on each code above', () => {
    const cases = [
      ours,
      staticCode,
      dynamicCode,
      `${ours.slice(0, -4)}0000`,
      ours.slice(0, 40),
      recrc(ours, (b) => b.replace('5802BR', '5809BR'))
    ]
    for (const code of cases) expect(validBrCode(code)).toBe(!hasError(parsePix(code)))
  })
})

describe('brCodeTxid', () => {
  it("reads the txid a code carries, none from a dynamic code's ***", () => {
    expect(brCodeTxid(ours)).toBe('ABC123def456')
    expect(brCodeTxid(staticCode)).toBe('PEDIDO1042')
    expect(brCodeTxid(dynamicCode)).toBeUndefined()
  })
})
