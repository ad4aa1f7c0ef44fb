import { describe, expect, it } from 'vitest'
import { isFavorite, toggledFavorites, toggleFavorite } from '../../../core/passport/favorites'
import { answer, context, httpError, MARIA, setup } from './support'

const P1 = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const P2 = 'bbbbbbbbbbbbbbbbbbbbbbbb'

describe('favourites', () => {
  it('toggles a product id in the list', () => {
    expect(toggledFavorites(undefined, P1)).toEqual([P1])
    expect(toggledFavorites([P1, P2], P1)).toEqual([P2])
    expect(toggledFavorites([P1, P1], P1)).toEqual([])
    expect(isFavorite({ favorites: [P1] }, P1)).toBe(true)
    expect(isFavorite(null, P1)).toBe(false)
  })

  it('needs a login, then an authorization, before any request', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    await expect(toggleFavorite(ctx, P1)).rejects.toThrow('Unauthenticated, requires login')
    passport.setSession(answer(1))
    await expect(toggleFavorite(ctx, P1)).rejects.toThrow('Unauthorized, requires login with OAuth or doc number')
    expect(ctx.api.passport).not.toHaveBeenCalled()
  })

  it('sends PATCH me.json with favorites[] and the customer credentials', async () => {
    const { passport, events } = setup()
    passport.setSession(answer(2, { favorites: [P2] }))
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue({ _id: MARIA, favorites: [P2, P1] })
    expect(await toggleFavorite(ctx, P1)).toBe(true)
    expect(ctx.api.passport).toHaveBeenCalledWith('me.json', { method: 'PATCH', body: { favorites: [P2, P1] }, auth: { id: MARIA, token: 'tok' } })
    expect(passport.getCustomer().favorites).toEqual([P2, P1])
    expect(events).toContain('passport:change')
    ctx.api.passport.mockResolvedValue({ _id: MARIA, favorites: [P2] })
    expect(await toggleFavorite(ctx, P1)).toBe(false)
  })

  it('puts the heart back when the platform refuses', async () => {
    const { passport } = setup()
    passport.setSession(answer(2, { favorites: [P2] }))
    const ctx = context(passport)
    ctx.api.passport.mockRejectedValue(httpError(500))
    await expect(toggleFavorite(ctx, P1)).rejects.toThrow()
    expect(passport.getCustomer().favorites).toEqual([P2])
  })
})
