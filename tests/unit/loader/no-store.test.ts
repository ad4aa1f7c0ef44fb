import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Importer } from '#core/islands/chunks'
import { mountIsland, watchIslands } from '#core/islands/lifecycle'
import { startLoader } from '#loader/loader'

// A theme typo in the store id: the runtime reads this page's settings once, when it is imported.
vi.hoisted(() => {
  const meta = document.createElement('meta')
  meta.name = 'ecom:store_id'
  meta.content = '1O11'
  document.head.append(meta)
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
beforeEach(() => vi.useFakeTimers())

describe('a page without a valid ecom:store_id', () => {
  it('fails every widget at once, loads none of their code, and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const events: unknown[] = []
    const record = (ev: Event) => events.push((ev as CustomEvent).detail)
    addEventListener('ecom:widget:error', record)
    const importer = vi.fn<Importer>(async () => ({ mount: () => () => {} }))
    document.body.innerHTML =
      '<div data-widget="minicart"></div><div data-widget="card" data-load="visible"></div><div data-widget="card" data-load="idle"></div>'
    const runtime = startLoader({
      registry: { minicart: ['eager', 1, 'minicart'], card: ['visible', 0, 'card'] },
      chunks: { minicart: '/minicart.js', card: '/card.js' },
      importer,
      checkout: false,
      runtime: async () => ({
        startRuntime: vi.fn() as never,
        mountIsland,
        watchIslands: (host) => (stop = watchIslands(host)),
        session: async () => {}
      })
    })
    await runtime()
    await vi.advanceTimersByTimeAsync(2000)
    removeEventListener('ecom:widget:error', record)
    const states = [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget-state'))
    expect(states).toEqual(['error', 'error', 'error'])
    expect(importer).not.toHaveBeenCalled()
    expect(events).toHaveLength(3)
    for (const detail of events)
      expect(String((detail as { error: Error }).error.message)).toContain('ecom:store_id is missing')
    expect(error.mock.calls.some((c) => String(c[1]).includes('ecom:store_id'))).toBe(true)
  })
})
