import { describe, expect, it, vi } from 'vitest'

// The runtime is imported once, as a page evaluates it, and what the import alone did is recorded before any test
// starts it (the import is heavy on a loaded machine: it stays out of the tests' time limit).
const headBefore = document.head.innerHTML
const runtime = await import('../../../core/runtime')
const afterImport = {
  storefront: window.storefront,
  dataLayer: (window as { dataLayer?: unknown }).dataLayer,
  head: document.head.innerHTML
}

const waitFor = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(ok()).toBe(true)
}

describe('the runtime: no side effect on import, one start', () => {
  it('importing it leaves window.storefront, the data layer and the document alone', () => {
    expect(typeof runtime.startRuntime).toBe('function')
    expect(afterImport.storefront).toBeUndefined()
    expect(afterImport.dataLayer).toBeUndefined()
    expect(afterImport.head).toBe(headBefore)
  })

  it('startRuntime completes the loader stub, replays its queue, and later hands out storefront.consent', async () => {
    const stub = { q: [] as [string, unknown[]][], kept: 'theme field' }
    const seen = vi.fn()
    stub.q.push(['on', ['cart:change', seen]])
    window.storefront = stub as never
    const handle = runtime.startRuntime()
    expect(window.storefront).toBe(stub)
    expect(handle).toBe(stub)
    expect(handle.cart).toBe(runtime.cart)
    expect((handle as unknown as typeof stub).kept).toBe('theme field')
    expect('q' in handle).toBe(false)
    dispatchEvent(new CustomEvent('ecom:cart:change', { detail: { n: 1 } }))
    expect(seen).toHaveBeenCalledWith({ n: 1 })
    await waitFor(() => handle.consent !== undefined)
    expect(handle.consent!.get()).toBeNull()
    handle.consent!.set({ analytics: true })
    expect(handle.consent!.get()).toMatchObject({ analytics: true })
  })

  it('a second call changes nothing and returns the same handle', () => {
    const first = window.storefront
    window.storefront = { other: true } as never
    expect(runtime.startRuntime()).toBe(first)
    expect(window.storefront).toEqual({ other: true })
  })
})
