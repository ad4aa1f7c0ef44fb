import { afterEach, describe, expect, it, vi } from 'vitest'
import { brandName, savedExpiry, usableSavedCards } from '../../../../core/checkout/card'

afterEach(() => {
  vi.useRealTimers()
})

const card = (over: Record<string, unknown> = {}) => ({
  ref: 'card_1',
  brand: 'mastercard',
  last4: '4444',
  month: 11,
  year: 2029,
  ...over
})

describe('cards on file as the checkout offers them', () => {
  it('keeps well-formed, unexpired cards in the order listed; a card is good through its month', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 26, 12) })
    const list = [
      card(),
      card({ ref: 'card_2', month: 11, year: 2026 }),
      card({ ref: 'card_old', month: 10, year: 2026 }),
      card({ ref: 'bad ref <x>' }),
      card({ ref: 'card_3', last4: '44445' }),
      card({ ref: 'card_4', month: 13 }),
      { ref: 'card_5' },
      null,
      'card_6'
    ]
    expect(usableSavedCards(list).map((c) => c.ref)).toEqual(['card_1', 'card_2'])
  })

  it('anything but a list is no cards; at most five are offered', () => {
    expect(usableSavedCards(undefined)).toEqual([])
    expect(usableSavedCards({ result: [card()] })).toEqual([])
    const many = Array.from({ length: 8 }, (_, i) => card({ ref: `card_${i}` }))
    expect(usableSavedCards(many)).toHaveLength(5)
  })

  it('reads as on the card, with the brand as its owner writes it', () => {
    expect(savedExpiry(card({ month: 3, year: 2031 }))).toBe('03/31')
    expect(brandName('mastercard')).toBe('Mastercard')
    expect(brandName('amex')).toBe('American Express')
    expect(brandName('cabal')).toBe('CABAL')
  })
})
