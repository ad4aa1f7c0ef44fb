import { describe, expect, it } from 'vitest'
import { awaitsLogin, draftKept } from '#core/checkout/session-end'

const MARIA = 'a'.repeat(24)
const JOAO = 'b'.repeat(24)

describe('a checkout after its session ended', () => {
  it("keeps the draft of the customer whose session ended, never another customer's", () => {
    expect(draftKept({ owner: MARIA }, { ended: MARIA })).toBe(true)
    expect(draftKept({ owner: MARIA }, { loggedIn: MARIA, ended: null })).toBe(true)
    expect(draftKept({}, { ended: null })).toBe(true)
    // After a logout nothing names Maria: her draft goes.
    expect(draftKept({ owner: MARIA }, { ended: null })).toBe(false)
    expect(draftKept({ owner: MARIA }, { loggedIn: JOAO, ended: null })).toBe(false)
    expect(draftKept({ owner: MARIA }, { ended: JOAO })).toBe(false)
  })

  it('asks that customer to log in again in place; not after a logout, not a visitor, not someone logged in', () => {
    expect(awaitsLogin({ owner: MARIA, visitor: false }, { ended: MARIA })).toBe(true)
    expect(awaitsLogin({ visitor: false }, { ended: MARIA })).toBe(true)
    expect(awaitsLogin({ owner: MARIA, visitor: false }, { ended: null })).toBe(false)
    expect(awaitsLogin({ owner: MARIA, visitor: true }, { ended: MARIA })).toBe(false)
    expect(awaitsLogin({ owner: MARIA, visitor: false }, { loggedIn: MARIA, ended: null })).toBe(false)
    expect(awaitsLogin({ owner: JOAO, visitor: false }, { ended: MARIA })).toBe(false)
  })
})
