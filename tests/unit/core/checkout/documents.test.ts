import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cnpjChars, docNumber, isCnpj, isCpf, maskDoc } from '#core/checkout/documents'

describe('alphanumeric CNPJ (Receita Federal, July 2026)', () => {
  it("accepts the Receita's example in any case, with or without punctuation", () => {
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isCnpj('12ABC34501DE35')).toBe(true)
    expect(isCnpj('12.abc.345/01de-35')).toBe(true)
  })
  it('refuses a wrong check digit, a letter among the check digits and a wrong length', () => {
    expect(isCnpj('12.ABC.345/01DE-36')).toBe(false)
    expect(isCnpj('12.ABC.345/01DE-3A')).toBe(false)
    expect(isCnpj('12.ABC.345/01D-35')).toBe(false)
    expect(isCnpj('12.ABC.345/01DE-355')).toBe(false)
  })
  it('keeps numeric CNPJs and CPFs as before', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true)
    expect(isCnpj('00000000000000')).toBe(false)
    expect(isCpf('529.982.247-25')).toBe(true)
    // A CPF never holds letters: the letters are not read as digits.
    expect(isCpf('529.982.247-2A5')).toBe(true)
    expect(isCpf('11111111111')).toBe(false)
  })
  it('stores a CNPJ with its letters and a CPF as digits', () => {
    expect(docNumber('j', '12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(docNumber('p', '529.982.247-25')).toBe('52998224725')
    expect(cnpjChars(' 12 abc ')).toBe('12ABC')
  })
  it('masks the field as it is typed', () => {
    expect(maskDoc('j', '12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(maskDoc('j', '12ab')).toBe('12.AB')
    expect(maskDoc('j', '12abc345')).toBe('12.ABC.345')
    expect(maskDoc('j', '12abc3450')).toBe('12.ABC.345/0')
    expect(maskDoc('j', '12abc34501dexy')).toBe('12.ABC.345/01DE')
    expect(maskDoc('j', '12.ABC.345/01DE-359')).toBe('12.ABC.345/01DE-35')
    expect(maskDoc('p', '52998224725')).toBe('529.982.247-25')
    expect(maskDoc('p', '5299')).toBe('529.9')
    expect(maskDoc('p', '529.982.247-2599')).toBe('529.982.247-25')
  })
  it('a masked value masks to itself (backspace over a mark is not undone)', () => {
    fc.assert(
      fc.property(fc.constantFrom<'p' | 'j'>('p', 'j'), fc.string({ maxLength: 24 }), (r, s) => {
        const once = maskDoc(r, s)
        expect(maskDoc(r, once)).toBe(once)
        expect(maskDoc(r, once.slice(0, -1)).length).toBeLessThanOrEqual(once.length)
      })
    )
  })
})

// The same random inputs through our rules and @brazilian-utils/brazilian-utils 2.4 (its `version: 2` reads
// alphanumeric CNPJs): they must agree on every one.
const digit = fc.constantFrom(...'0123456789')
const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')
/** A body plus check digits that are right about one time in ten, so both answers get exercised. */
function withCheck(body: fc.Arbitrary<string>, valid: (s: string) => boolean) {
  return fc.tuple(body, fc.integer({ min: 0, max: 99 }), fc.boolean()).map(([b, n, fix]) => {
    if (fix)
      for (let k = 0; k < 100; k++) if (valid(b + String(k).padStart(2, '0'))) return b + String(k).padStart(2, '0')
    return b + String(n).padStart(2, '0')
  })
}
const cpfBody = fc.array(digit, { minLength: 9, maxLength: 9 }).map((a) => a.join(''))
const cnpjNumeric = fc.array(digit, { minLength: 12, maxLength: 12 }).map((a) => a.join(''))
const cnpjAlnum = fc.array(alnum, { minLength: 12, maxLength: 12 }).map((a) => a.join(''))
const punctuation = (s: string, registry: 'p' | 'j') => maskDoc(registry, s)

describe('against @brazilian-utils/brazilian-utils on random inputs', () => {
  it('CPF', () => {
    fc.assert(
      fc.property(withCheck(cpfBody, isValidCpf), fc.boolean(), (cpf, masked) => {
        const text = masked ? punctuation(cpf, 'p') : cpf
        expect(isCpf(text)).toBe(isValidCpf(text))
      }),
      { numRuns: 2000 }
    )
  })
  it('numeric CNPJ', () => {
    fc.assert(
      fc.property(
        withCheck(cnpjNumeric, (s) => isValidCnpj(s)),
        fc.boolean(),
        (cnpj, masked) => {
          const text = masked ? punctuation(cnpj, 'j') : cnpj
          expect(isCnpj(text)).toBe(isValidCnpj(text))
        }
      ),
      { numRuns: 2000 }
    )
  })
  it('alphanumeric CNPJ', () => {
    fc.assert(
      fc.property(
        withCheck(cnpjAlnum, (s) => isValidCnpj(s, { version: 2 })),
        fc.boolean(),
        (cnpj, masked) => {
          const text = masked ? punctuation(cnpj, 'j') : cnpj
          expect(isCnpj(text)).toBe(isValidCnpj(text, { version: 2 }))
        }
      ),
      { numRuns: 2000 }
    )
  })
  it('random text of any shape', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z./ -]{0,20}$/), (text) => {
        expect(isCnpj(text)).toBe(isValidCnpj(text, { version: 2 }))
      }),
      { numRuns: 2000 }
    )
  })
})
