import { describe, expect, it } from 'vitest'
import { askCustomer } from '#core/account/ask-customer'
import { refreshCustomer, saveCustomer } from '#core/account/customer'
import { ownsOrder, pageRefs, streamOrders, withOrder } from '#core/account/order-page'
import type { OrderRef } from '#core/schemas/customer'
import type { Order } from '#core/schemas/order'
import { answer, context, httpError, MARIA, setup } from '../passport/support'

async function loadOrders(ctx: Parameters<typeof streamOrders>[0], list: OrderRef[]) {
  const page = { orders: [] as Order[], failed: [] as OrderRef[] }
  await streamOrders(ctx, list, {
    onOrder: (o) => {
      page.orders = withOrder(page.orders, o)
    },
    onFail: (r) => page.failed.push(r)
  })
  return page
}

const refs = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `o${i + 1}`, number: 1000 + i + 1 }))

describe('account calls through the passport', () => {
  it("raise the core's messages before any request when not logged in or only identified", async () => {
    const { passport } = setup()
    const ctx = context(passport)
    await expect(loadOrders(ctx, refs(1))).rejects.toThrow('Unauthenticated, requires login')
    passport.setSession(answer(1))
    await expect(loadOrders(ctx, refs(1))).rejects.toThrow('Unauthorized, requires login with OAuth or doc number')
    await expect(
      saveCustomer(
        { ...ctx, settings: { ...ctx.settings, api: { passport: '/p/', identity: '/p/' } as never } },
        { pronoun: 'he' }
      )
    ).rejects.toThrow('Unauthorized')
    expect(ctx.api.passport).not.toHaveBeenCalled()
  })

  it('a page of orders: one GET each, failures reported for a retry, newest first', async () => {
    const { passport } = setup()
    passport.setSession(answer(2, { orders: refs(12) }))
    const ctx = context(passport)
    ctx.api.passport.mockImplementation(async (path: string) => {
      if (path === 'api/orders/o11.json') throw httpError(503)
      const id = path.slice('api/orders/'.length, -'.json'.length)
      return { _id: id, number: 1000 + Number(id.slice(1)) }
    })
    const page = await loadOrders(ctx, pageRefs(ctx, 0, 10))
    expect(ctx.api.passport).toHaveBeenCalledTimes(10)
    expect(new Set(ctx.api.passport.mock.calls.map((c) => c[0])).size).toBe(10)
    expect(page.orders.map((o) => o.number)).toEqual([1012, 1010, 1009, 1008, 1007, 1006, 1005, 1004, 1003])
    expect(page.failed).toEqual([{ _id: 'o11', number: 1011 }])
    expect(pageRefs(ctx, 10, 10).map((r) => r._id)).toEqual(['o2', 'o1'])
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
