import { describe, expect, it } from 'vitest'
import { maskCnpj, maskCpf, maskDate, maskPhone } from '#core/checkout/masks'

describe('masks as typed', () => {
  it('CPF, partial and whole, typed or pasted', () => {
    expect(maskCpf('529')).toBe('529')
    expect(maskCpf('5299')).toBe('529.9')
    expect(maskCpf('52998224725')).toBe('529.982.247-25')
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25')
    expect(maskCpf('529982247251')).toBe('529.982.247-25')
  })
  it('CNPJ, letters kept upper-case in the body', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81')
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(maskCnpj('112')).toBe('11.2')
  })
  it('phone: mobile, landline, country code dropped', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321')
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890')
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321')
    // The country code as the phone rule reads it: 55 and the international prefix 0055 before a full number.
    expect(maskPhone('0055 11 98765-4321')).toBe('(11) 98765-4321')
    expect(maskPhone('5511987654321')).toBe('(11) 98765-4321')
    expect(maskPhone('1')).toBe('(1')
    expect(maskPhone('')).toBe('')
    expect(maskPhone('119')).toBe('(11) 9')
  })
  it('date, day first in Brazil and year first elsewhere, as the date rule reads it', () => {
    expect(maskDate('1403', 'BR')).toBe('14/03')
    expect(maskDate('14031990', 'BR')).toBe('14/03/1990')
    expect(maskDate('14/03/1990', 'BR')).toBe('14/03/1990')
    expect(maskDate('199003', 'US')).toBe('1990-03')
    expect(maskDate('19900314', 'US')).toBe('1990-03-14')
    expect(maskDate('1990-03-14', 'US')).toBe('1990-03-14')
  })
})
