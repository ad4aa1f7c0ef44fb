import { describe, expect, it, vi } from 'vitest'
import type { ApiRequest } from '#core/api'
import { ApiError } from '#core/api/errors'
import { endSessionOn401 } from '#core/passport/expiry'

const failing = (status: number): ApiRequest =>
  (() =>
    Promise.reject(
      new ApiError({ api: 'passport', path: 'p', url: 'u', method: 'GET', kind: 'http', status })
    )) as ApiRequest
const auth = { id: 'a'.repeat(24), token: 't' }

describe('endSessionOn401', () => {
  it('ends the session when the platform refuses the token, and the call still fails', async () => {
    const end = vi.fn()
    const api = endSessionOn401({ passport: failing(401), store: failing(401) }, end)
    await expect(api.passport('me', { auth })).rejects.toBeInstanceOf(ApiError)
    await expect(api.store('orders/x', { auth })).rejects.toBeInstanceOf(ApiError)
    expect(end).toHaveBeenCalledTimes(2)
  })

  it('leaves the session alone for other failures and for calls made without the token', async () => {
    const end = vi.fn()
    const api = endSessionOn401({ passport: failing(500), store: failing(401) }, end)
    await expect(api.passport('me', { auth })).rejects.toBeInstanceOf(ApiError)
    await expect(api.store('products/x')).rejects.toBeInstanceOf(ApiError)
    expect(end).not.toHaveBeenCalled()
  })
})
