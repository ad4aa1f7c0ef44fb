import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasKey, interpolate, resolveLang, t, type LabelKey } from '#core/i18n'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('resolveLang', () => {
  it('maps language prefixes and defaults to pt_br', () => {
    expect(resolveLang('pt_br')).toBe('pt_br')
    expect(resolveLang('pt-BR')).toBe('pt_br')
    expect(resolveLang('pt')).toBe('pt_br')
    expect(resolveLang('en_us')).toBe('en_us')
    expect(resolveLang('EN-gb')).toBe('en_us')
    expect(resolveLang('en')).toBe('en_us')
    expect(resolveLang('es_ar')).toBe('pt_br')
    expect(resolveLang('')).toBe('pt_br')
    expect(resolveLang(undefined)).toBe('pt_br')
    expect(resolveLang(null)).toBe('pt_br')
  })
})

describe('t', () => {
  it('reads the language asked for', () => {
    expect(t('cart.empty', 'pt_br')).toBe('Seu carrinho está vazio')
    expect(t('cart.empty', 'en_us')).toBe('Your cart is empty')
    expect(t('cart.empty', 'en')).toBe('Your cart is empty')
  })

  it('falls back to pt_br for no or unknown language', () => {
    expect(t('cart.empty')).toBe('Seu carrinho está vazio')
    expect(t('cart.empty', 'fr_fr')).toBe('Seu carrinho está vazio')
  })

  it('interpolates params', () => {
    expect(t('login.hello', 'pt_br', { name: 'Ana' })).toBe('Olá, Ana')
    expect(t('installments.value', 'pt_br', { count: 12, value: 'R$ 10,04' })).toBe('12x de R$ 10,04')
    expect(t('installments.value', 'en_us', { count: 3, value: '$5.00' })).toBe('3x of $5.00')
    expect(t('product.discount_off', 'pt_br', { n: 15 })).toBe('−15%')
    expect(t('pagination.page', 'en_us', { n: 2 })).toBe('Page 2')
  })

  it('never shows braces for a missing param', () => {
    expect(t('login.hello', 'pt_br')).toBe('Olá, ')
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and ')
    expect(interpolate('no placeholders', { a: 1 })).toBe('no placeholders')
  })

  it('returns an empty string and warns for an unknown key, never the key itself', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(t('nope.missing' as LabelKey, 'en_us')).toBe('')
    expect(t('toString' as LabelKey)).toBe('')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('nope.missing')
  })

  it('does not warn for known keys', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    t('cart.total', 'en_us')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('hasKey', () => {
  it('tells catalogue keys from anything else', () => {
    expect(hasKey('cart.subtotal')).toBe(true)
    expect(hasKey('cart.nothing')).toBe(false)
    expect(hasKey('constructor')).toBe(false)
  })
})
