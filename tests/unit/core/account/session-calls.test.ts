import { describe, expect, it } from 'vitest'
import { askCustomer } from '#core/account/ask-customer'
import { refreshCustomer, saveCustomer } from '#core/account/customer'
import { ownsOrder } from '#core/account/order-page'
import { fetchOrderList } from '#core/passport/order-list'
import { answer, context, httpError, MARIA, setup } from '../passport/support'

const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `o${i + 1}`, number: 1000 + i + 1 }))

describe('account calls through the passport', () => {
  it("raise the core's messages before any request when not logged in or only identified", async () => {
    const { passport } = setup()
    const ctx = context(passport)
    await expect(fetchOrderList(ctx, {})).rejects.toThrow('Unauthenticated, requires login')
    passport.setSession(answer(1))
    await expect(fetchOrderList(ctx, {})).rejects.toThrow('Unauthorized, requires login with OAuth or doc number')
    await expect(
      saveCustomer(
        { ...ctx, settings: { ...ctx.settings, api: { passport: '/p/', identity: '/p/' } as never } },
        { pronoun: 'he' }
      )
    ).rejects.toThrow('Unauthorized')
    expect(ctx.api.passport).not.toHaveBeenCalled()
  })

  it("an order is the customer's only when the record lists it", () => {
    const { passport } = setup()
    passport.setSession(answer(2, { orders: refs(12) }))
    const ctx = context(passport)
    expect(ownsOrder(ctx, 'o3')).toBe(true)
    expect(ownsOrder(ctx, 'someone-elses')).toBe(false)
  })

  it("saves the profile only once the platform accepted it, at the identity setup's path", async () => {
    const { passport } = setup()
    passport.setSession(answer(3, { pronoun: 'she', birth_date: { day: 1, month: 2, year: 1990 } }))
    const ctx = context(passport)
    const same = { ...ctx, settings: { ...ctx.settings, api: { passport: '/p/', identity: '/p/' } as never } }
    ctx.api.passport.mockRejectedValueOnce(httpError(400))
    await expect(saveCustomer(same, { pronoun: 'he' })).rejects.toBeTruthy()
    expect(passport.getCustomer().pronoun).toBe('she')
    ctx.api.passport.mockResolvedValueOnce({ _id: MARIA, pronoun: 'he', birth_date: 'corrupt' })
    await saveCustomer(same, { pronoun: 'he' })
    expect(ctx.api.passport.mock.calls[1]![0]).toBe('api/me.json')
    expect(passport.getCustomer().pronoun).toBe('he')
    const apart = {
      ...ctx,
      settings: { ...ctx.settings, api: { passport: '/store-customers/', identity: '/id/' } as never }
    }
    ctx.api.passport.mockResolvedValueOnce(undefined) // customers/{id} answers 204
    // An empty birth date removes it, here as on the platform.
    await saveCustomer(apart, { pronoun: 'she', birth_date: {} })
    expect(ctx.api.passport.mock.calls[2]![0]).toBe(`customers/${MARIA}.json`)
    expect(passport.getCustomer().pronoun).toBe('she')
    expect(passport.getCustomer().birth_date).toBeUndefined()
    ctx.api.passport.mockResolvedValueOnce({ _id: MARIA, display_name: 'Maria', orders: refs(3) })
    await refreshCustomer(same)
    expect(passport.getCustomer().orders).toHaveLength(3)
    // An answer asked for early (askCustomer, before the reading code arrived) is read, not asked for again.
    const calls = ctx.api.passport.mock.calls.length
    ctx.api.passport.mockResolvedValueOnce({ _id: MARIA, display_name: 'Maria', orders: refs(4) })
    const asked = askCustomer(same)
    expect(ctx.api.passport.mock.calls[calls]![0]).toBe('api/me.json')
    await refreshCustomer(same, asked)
    expect(ctx.api.passport.mock.calls).toHaveLength(calls + 1)
    expect(passport.getCustomer().orders).toHaveLength(4)
  })

  it('a record that arrives after a logout is not kept: nothing of the customer comes back into storage', async () => {
    const { passport } = setup()
    passport.setSession(answer(3))
    const ctx = context(passport)
    let reply: (v: unknown) => void = () => {}
    ctx.api.passport.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)))
    const reading = refreshCustomer(ctx)
    passport.logout()
    reply({ _id: MARIA, display_name: 'Maria', main_email: 'maria@example.com' })
    await expect(reading).rejects.toThrow(/session changed/)
    expect(passport.getCustomer()).toEqual({})
    expect(JSON.stringify({ ...localStorage })).not.toContain('maria@example.com')
  })
})
