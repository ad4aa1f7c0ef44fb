import { describe, expect, it } from 'vitest'
import { brandName, savedExpiry, usableSavedCards } from '#core/checkout/card'

/** A card on file as the customer record keeps it (credit_cards of the Customers resource). */
const onFile = (over: Record<string, unknown> = {}) => ({
  token: 'card_1',
  company: 'mastercard',
  last_digits: '4444',
  holder_name: 'MARIA A SILVA',
  intermediator: { code: 'vitrine_gateway' },
  ...over
})

describe('cards on file as the checkout offers them', () => {
  it("keeps the record's well-formed cards in its order, the token as the reference", () => {
    const list = [
      onFile(),
      onFile({ token: 'card_2', company: undefined }),
      onFile({ token: 'bad ref <x>' }),
      onFile({ token: 'card_3', last_digits: '44445' }),
      { token: 'card_5' },
      null,
      'card_6'
    ]
    expect(usableSavedCards(list)).toEqual([
      { ref: 'card_1', brand: 'mastercard', last4: '4444' },
      { ref: 'card_2', brand: 'unknown', last4: '4444' }
    ])
  })

  it('anything but a list is no cards; at most five are offered', () => {
    expect(usableSavedCards(undefined)).toEqual([])
    expect(usableSavedCards({ result: [onFile()] })).toEqual([])
    const many = Array.from({ length: 8 }, (_, i) => onFile({ token: `card_${i}` }))
    expect(usableSavedCards(many)).toHaveLength(5)
  })

  it('reads as on the card, with the brand as its owner writes it; no expiry when none is known', () => {
    expect(savedExpiry({ ref: 'c', brand: 'visa', last4: '1111', month: 3, year: 2031 })).toBe('03/31')
    expect(savedExpiry({ ref: 'c', brand: 'visa', last4: '1111' })).toBe('')
    expect(brandName('mastercard')).toBe('Mastercard')
    expect(brandName('amex')).toBe('American Express')
    expect(brandName('cabal')).toBe('CABAL')
  })
})
