import { afterAll, describe, expect, it, vi } from 'vitest'
import type { StorefrontStub } from '#core/storefront'

// The loader entry as a page runs it: the build inlines the registry and the runtime chunk's name (no widget on this
// page), and fake timers keep its delayed ready() from fetching the runtime, so the test decides when it takes over.
Object.assign(globalThis, {
  __VITRINE_REGISTRY__: 'minicart:10minicart',
  __VITRINE_RUNTIME__: 'runtime-test',
  __VITRINE_WARM__: ''
})
vi.useFakeTimers()
await import('#loader/index')
const stub = window.storefront as StorefrontStub
const fire = () => dispatchEvent(new CustomEvent('ecom:cart:change', { detail: { cart: {} } }))

afterAll(() => vi.useRealTimers())

describe("the loader's stub: on() answers an unsubscribe that holds across the runtime's arrival", () => {
  it('stops delivery when called before the runtime takes over, and when called after', async () => {
    const before = vi.fn()
    const after = vi.fn()
    const kept = vi.fn()
    const offBefore = stub.on!('cart:change', before)
    const offAfter = stub.on!('cart:change', after)
    stub.on!('cart:change', kept)
    offBefore()
    // Nothing is listening yet: the calls wait in the queue the runtime replays.
    fire()
    expect([before, after, kept].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0])

    const { startRuntime } = await import('#core/runtime')
    const handle = startRuntime()
    expect(handle).toBe(stub)
    fire()
    expect(before).not.toHaveBeenCalled()
    expect(after).toHaveBeenCalledTimes(1)
    expect(kept).toHaveBeenCalledTimes(1)

    offAfter()
    fire()
    expect(after).toHaveBeenCalledTimes(1)
    expect(kept).toHaveBeenCalledTimes(2)
  })
})
