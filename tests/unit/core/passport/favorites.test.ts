import { describe, expect, it, vi } from 'vitest'
import { isFavorite, toggledFavorites, toggleFavorite } from '#core/passport/favorites'
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

  it('sends PATCH api/me.json (identity on the passport host) with favorites[] and the customer credentials', async () => {
    const { passport, events } = setup()
    passport.setSession(answer(2, { favorites: [P2] }))
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue({ _id: MARIA, favorites: [P2, P1] })
    expect(await toggleFavorite(ctx, P1)).toBe(true)
    expect(ctx.api.passport).toHaveBeenCalledWith('api/me.json', {
      method: 'PATCH',
      body: { favorites: [P2, P1] },
      auth: { id: MARIA, token: 'tok' }
    })
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

  describe('several hearts at once (one page-wide queue)', () => {
    const P3 = 'cccccccccccccccccccccccc'
    /** A PATCH answer the test settles by hand, in any order. */
    function deferred() {
      let resolve!: (v: unknown) => void
      let reject!: (e: unknown) => void
      const promise = new Promise((res, rej) => {
        resolve = res
        reject = rej
      })
      return { promise, resolve, reject }
    }
    function start(favorites: string[] = []) {
      const { passport } = setup()
      passport.setSession(answer(2, { favorites }))
      const ctx = context(passport)
      const answers: ReturnType<typeof deferred>[] = []
      ctx.api.passport.mockImplementation(() => {
        const d = deferred()
        answers.push(d)
        return d.promise
      })
      const sent = () => ctx.api.passport.mock.calls.map((c) => c[1].body.favorites)
      return { passport, ctx, answers, sent }
    }

    it('undoes only the product whose save failed, and the next PATCH carries the others', async () => {
      const { passport, ctx, answers, sent } = start([P3])
      const a = toggleFavorite(ctx, P1)
      const b = toggleFavorite(ctx, P2)
      expect(passport.getCustomer().favorites).toEqual([P3, P1, P2])
      await vi.waitFor(() => expect(answers).toHaveLength(1)) // B waits for A's answer
      answers[0]!.reject(httpError(500))
      await expect(a).rejects.toThrow()
      expect(passport.getCustomer().favorites).toEqual([P3, P2])
      await vi.waitFor(() => expect(answers).toHaveLength(2))
      expect(sent()[1]).toEqual([P3, P2])
      answers[1]!.resolve({ _id: MARIA, favorites: [P3, P2] })
      expect(await b).toBe(true)
      expect(passport.getCustomer().favorites).toEqual([P3, P2])
    })

    it('ignores an older answer, so a stale list never overwrites a newer toggle', async () => {
      const { passport, ctx, answers, sent } = start()
      const a = toggleFavorite(ctx, P1)
      await vi.waitFor(() => expect(answers).toHaveLength(1)) // A is on its way with [P1] only
      const b = toggleFavorite(ctx, P2)
      answers[0]!.resolve({ _id: MARIA, favorites: [P1] })
      expect(await a).toBe(true)
      expect(passport.getCustomer().favorites).toEqual([P1, P2])
      await vi.waitFor(() => expect(answers).toHaveLength(2))
      expect(sent()).toEqual([[P1], [P1, P2]])
      answers[1]!.resolve({ _id: MARIA, favorites: [P1, P2] })
      expect(await b).toBe(true)
      expect(passport.getCustomer().favorites).toEqual([P1, P2])
    })

    it('keeps a later toggle of the same product when the earlier one fails', async () => {
      const { passport, ctx, answers } = start()
      const on = toggleFavorite(ctx, P1)
      const off = toggleFavorite(ctx, P1)
      await vi.waitFor(() => expect(answers).toHaveLength(1))
      answers[0]!.reject(httpError(500))
      await expect(on).rejects.toThrow()
      expect(passport.getCustomer().favorites).toEqual([])
      await vi.waitFor(() => expect(answers).toHaveLength(2))
      answers[1]!.resolve({ _id: MARIA, favorites: [] })
      expect(await off).toBe(false)
    })

    it('sends nothing queued for a shopper who has logged out meanwhile', async () => {
      const { passport, ctx, answers } = start()
      const a = toggleFavorite(ctx, P1)
      const b = toggleFavorite(ctx, P2)
      await vi.waitFor(() => expect(answers).toHaveLength(1))
      passport.logout()
      answers[0]!.resolve({ _id: MARIA, favorites: [P1, P2] })
      await a
      await expect(b).rejects.toThrow()
      expect(ctx.api.passport).toHaveBeenCalledTimes(1)
      expect(passport.getCustomer()).toEqual({})
    })
  })
})
