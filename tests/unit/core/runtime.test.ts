import { afterEach, describe, expect, it, vi } from 'vitest'

// The runtime module is imported fresh by each test (vi.resetModules), as a page evaluates it once.
afterEach(() => {
  vi.resetModules()
  delete (window as { storefront?: unknown }).storefront
  document.head.replaceChildren()
  location.hash = ''
})

const waitFor = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(ok()).toBe(true)
}

describe('the runtime: no side effect on import, one start', () => {
  it('importing it leaves window.storefront, the data layer and the document alone', async () => {
    const before = document.head.innerHTML
    const runtime = await import('../../../core/runtime')
    expect(typeof runtime.startRuntime).toBe('function')
    expect(window.storefront).toBeUndefined()
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined()
    expect(document.head.innerHTML).toBe(before)
  })

  it('startRuntime completes the loader stub, replays its queue, and later hands out storefront.consent', async () => {
    const stub = { q: [] as [string, unknown[]][], kept: 'theme field' }
    const seen = vi.fn()
    stub.q.push(['on', ['cart:change', seen]])
    window.storefront = stub as never
    const { startRuntime, cart } = await import('../../../core/runtime')
    const handle = startRuntime()
    expect(window.storefront).toBe(stub)
    expect(handle).toBe(stub)
    expect(handle.cart).toBe(cart)
    expect((handle as unknown as typeof stub).kept).toBe('theme field')
    expect('q' in handle).toBe(false)
    dispatchEvent(new CustomEvent('ecom:cart:change', { detail: { n: 1 } }))
    expect(seen).toHaveBeenCalledWith({ n: 1 })
    await waitFor(() => handle.consent !== undefined)
    expect(handle.consent!.get()).toBeNull()
    handle.consent!.set({ analytics: true })
    expect(handle.consent!.get()).toMatchObject({ analytics: true })
  })

  it('a second call changes nothing and returns the same handle', async () => {
    const { startRuntime } = await import('../../../core/runtime')
    const first = startRuntime()
    window.storefront = { other: true } as never
    expect(startRuntime()).toBe(first)
    expect(window.storefront).toEqual({ other: true })
  })
})
