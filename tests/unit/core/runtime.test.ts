import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie } from '#core/passport/cookie'

// The runtime is imported once, as a page evaluates it, and what the import alone did is recorded before any test
// starts it (the import is heavy on a loaded machine: it stays out of the tests' time limit).
const headBefore = document.head.innerHTML
const runtime = await import('#core/runtime')
const pageContext = await import('#core/page/context')
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
    // The page's cart, through its public members only (the store's $cart and connect stay inside).
    expect(handle.cart.data).toBe(pageContext.cart.data)
    expect(Object.keys(handle.cart).sort()).toEqual(
      [
        'addItem',
        'addProduct',
        'clear',
        'data',
        'fixItem',
        'increaseItemQnt',
        'off',
        'on',
        'removeItem',
        'reset',
        'save',
        'setItemPeriod',
        'setItemQnt'
      ].sort()
    )
    expect(handle.settings).toBe(Object.isFrozen(handle.settings) ? handle.settings : null)
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

// The page modules widgets import, each in a fresh module graph: importing them must leave the page as it was; the
// session's store and its registrations come with its start (the loader's ready(), or a widget's first read).
describe('the session, payment options and shared state: no side effect on import, the session on first use', () => {
  const KEY = 'ecomPassportClient'
  const expires = new Date(Date.now() + 86_400_000).toISOString()
  const session = { auth: { id: '23f577c86ffe0644976dd53f', level: 2, token: { access_token: 'tok', expires } } }
  // A record left behind by someone else: the session's start drops it (it must never show under this login).
  const someoneElse = JSON.stringify({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', display_name: 'Other' })

  afterEach(() => {
    document.cookie = `${KEY}=; Max-Age=0; Path=/`
    localStorage.clear()
    sessionStorage.clear()
    history.replaceState(null, '', '/')
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const freshImport = async () => {
    vi.resetModules()
    const page = await import('#core/page/passport')
    const context = await import('#core/page/context')
    const payments = await import('#core/page/payment-options')
    return { page, context, payments }
  }

  it('importing them writes no cookie or storage, adds no listener or timer, fetches nothing', async () => {
    history.replaceState(null, '', '/?utm_source=news') // tracking the session's start writes into its cookie
    document.cookie = `${KEY}=${encodeURIComponent(JSON.stringify(session))}; Path=/`
    localStorage.setItem(KEY, someoneElse)
    vi.useFakeTimers()
    const listen = vi.spyOn(window, 'addEventListener')
    const fetched = vi.spyOn(globalThis, 'fetch')
    const { page, context, payments } = await freshImport()

    expect(JSON.parse(readCookie(document.cookie)!)).toEqual(session)
    expect(localStorage.getItem(KEY)).toBe(someoneElse)
    expect(sessionStorage.length).toBe(0)
    expect(listen).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
    expect(fetched).not.toHaveBeenCalled()
    expect(context.loaded.passport).toBeUndefined()
    // What can be read without starting anything is there: the context's fixed fields, the prices' store defaults.
    expect(page.passportContext.sessionId).toMatch(/^[0-9A-Za-z]{32}$/)
    expect(payments.paymentOptions.get()).toEqual({})
    expect(context.loaded.passport).toBeUndefined()
    vi.runOnlyPendingTimers() // the stores' own unmount delay after a read
    expect(listen).not.toHaveBeenCalled()

    // A widget's first read starts the session: the store, storefront.passport, its listener, timer and writes.
    expect(page.passport.checkLogin()).toBe(true)
    expect(context.loaded.passport?.getSession()).toBe(page.passport.getSession())
    expect(listen.mock.calls.map((c) => c[0])).toEqual(['storage'])
    expect(vi.getTimerCount()).toBe(1) // the token's expiry
    expect(JSON.parse(readCookie(document.cookie)!)).toMatchObject({ ...session, utm: { source: 'news' } })
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it("startSession (the loader's ready()) starts it once, and the widgets' `passport` is that same store", async () => {
    const listen = vi.spyOn(window, 'addEventListener')
    const { page, context } = await freshImport()
    expect(context.loaded.passport).toBeUndefined()
    const store = page.startSession()
    expect(page.startSession()).toBe(store)
    expect(context.loaded.passport).toBeDefined()
    expect(listen.mock.calls.filter((c) => c[0] === 'storage')).toHaveLength(1)
    expect(page.passport.$session).toBe(store.$session)
    expect(page.passport.logout).toBe(store.logout)
    expect(Object.keys(page.passport).sort()).toEqual(Object.keys(store).sort())
  })
})
