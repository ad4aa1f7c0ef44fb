import { describe, expect, it } from 'vitest'
import { whatsappLink, whatsappNumber } from '#widgets/whatsapp/whatsapp'

describe('whatsappNumber', () => {
  it('a number without + gets the default country code 55', () => {
    expect(whatsappNumber('(31) 99999-8888')).toBe('5531999998888')
  })
  it('a number with + keeps its own country code', () => {
    expect(whatsappNumber('+55 (31) 99999-8888')).toBe('5531999998888')
    expect(whatsappNumber('+1 415 555 0100')).toBe('14155550100')
  })
  it('drops the trunk zero a Brazilian number is often written with, with + or without', () => {
    expect(whatsappNumber('(011) 99999-9999')).toBe('5511999999999')
    expect(whatsappNumber('011999999999')).toBe('5511999999999')
    expect(whatsappNumber('+55 (011) 99999-9999')).toBe('5511999999999')
    expect(whatsappNumber('0')).toBeNull()
  })
  it('too few digits or no digits is not a phone', () => {
    expect(whatsappNumber('1234')).toBeNull()
    expect(whatsappNumber('abc')).toBeNull()
  })
  it('builds the wa.me link with an encoded message', () => {
    expect(whatsappLink('5531999998888', 'Olá & até já')).toBe(
      'https://wa.me/5531999998888?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1'
    )
    expect(whatsappLink('5531999998888')).toBe('https://wa.me/5531999998888')
  })
})
