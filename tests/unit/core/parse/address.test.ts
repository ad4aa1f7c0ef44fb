import { describe, expect, it } from 'vitest'
import { lineAddress } from '#core/parse'

const full = {
  street: 'Rua A',
  number: 123,
  complement: 'Apto 4',
  borough: 'Centro',
  city: 'Belo Horizonte',
  province_code: 'MG',
  province: 'Minas Gerais'
}

describe('lineAddress', () => {
  it('writes the whole address on one line', () => {
    expect(lineAddress(full, 'pt_br')).toBe('Rua A, 123 - Apto 4, Centro, Belo Horizonte - MG')
  })

  it('uses the province name when there is no province code', () => {
    expect(lineAddress({ ...full, province_code: undefined }, 'pt_br')).toBe(
      'Rua A, 123 - Apto 4, Centro, Belo Horizonte - Minas Gerais'
    )
  })

  it('writes a missing number S/N in Portuguese and - otherwise', () => {
    const noNumber = { street: 'Rua A', city: 'Belo Horizonte' }
    expect(lineAddress(noNumber, 'pt_br')).toBe('Rua A, S/N, Belo Horizonte')
    expect(lineAddress(noNumber, 'pt-PT')).toBe('Rua A, S/N, Belo Horizonte')
    expect(lineAddress(noNumber, 'en_us')).toBe('Rua A, -, Belo Horizonte')
    expect(lineAddress(noNumber, 'es_ar')).toBe('Rua A, -, Belo Horizonte')
    expect(lineAddress(noNumber)).toBe('Rua A, -, Belo Horizonte')
    expect(lineAddress({ street: 'Rua A', number: undefined }, 'pt_br')).toBe('Rua A, S/N')
    expect(lineAddress({ street: 'Rua A', number: '  ' }, 'pt_br')).toBe('Rua A, S/N')
  })

  it('accepts the number as typed text', () => {
    expect(lineAddress({ street: 'Rua A', number: '12B' }, 'pt_br')).toBe('Rua A, 12B')
  })

  it('drops missing or blank parts with their separators', () => {
    expect(lineAddress({ street: 'Rua A', number: 1, borough: '', city: 'BH' }, 'pt_br')).toBe('Rua A, 1, BH')
    expect(lineAddress({ street: 'Rua A', number: 1, province_code: 'MG' }, 'pt_br')).toBe('Rua A, 1, MG')
    expect(lineAddress({ city: 'Belo Horizonte', province_code: 'MG' }, 'pt_br')).toBe('Belo Horizonte - MG')
    expect(lineAddress({ borough: 'Centro' }, 'pt_br')).toBe('Centro')
    const line = lineAddress({ street: 'Rua A', complement: undefined, borough: undefined }, 'pt_br')
    expect(line).not.toContain('undefined')
    expect(line).not.toMatch(/, ,| - ,|, -$|^,|,$/)
  })

  it('uses line_address when the street is absent', () => {
    expect(lineAddress({ line_address: 'Rua B 45, Savassi', city: 'Belo Horizonte' }, 'pt_br')).toBe(
      'Rua B 45, Savassi'
    )
    expect(lineAddress({ ...full, line_address: 'ignored' }, 'pt_br')).toBe(
      'Rua A, 123 - Apto 4, Centro, Belo Horizonte - MG'
    )
  })

  it('returns an empty string for nothing to write', () => {
    expect(lineAddress({}, 'pt_br')).toBe('')
    expect(lineAddress(null)).toBe('')
    expect(lineAddress(undefined)).toBe('')
    expect(lineAddress({ number: 12 }, 'pt_br')).toBe('')
  })
})
