import { afterEach, describe, expect, it } from 'vitest'
import { localStore, scopeToStore, sessionStore, storedKey } from '#core/storage'
import { moveToStore } from '#core/storage-migration'

/** A Storage over a Map, to see the raw keys. */
function memory(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
    key: (i) => [...data.keys()][i] ?? null,
    clear: () => data.clear(),
    get length() {
      return data.size
    }
  }
}

afterEach(() => scopeToStore(0))

describe('storage kept per store', () => {
  it('keeps every key under the page’s store, so two stores on one origin never share a cart', () => {
    const raw = memory()
    scopeToStore(1011)
    localStore({ localStorage: raw })!.setItem('ecomShoppingCart', '{"a":1}')
    scopeToStore(2022)
    const other = localStore({ localStorage: raw })!
    expect(other.getItem('ecomShoppingCart')).toBeNull()
    other.setItem('ecomShoppingCart', '{"b":2}')
    expect([...raw.data.keys()]).toEqual(['ecomShoppingCart_1011', 'ecomShoppingCart_2022'])
    expect(storedKey('ecomPassportClient')).toBe('ecomPassportClient_2022')
  })

  it('scopes the browser session’s storage the same way', () => {
    const raw = memory()
    scopeToStore(2022)
    sessionStore({ sessionStorage: raw })!.setItem('vitrineCheckoutDraft', '{}')
    expect(raw.data.has('vitrineCheckoutDraft_2022')).toBe(true)
  })

  it('leaves keys as they are before a store is named (no valid ecom:store_id)', () => {
    const raw = memory()
    expect(localStore({ localStorage: raw })).toBe(raw)
    expect(storedKey('vitrineZip')).toBe('vitrineZip')
  })
})

describe('moving what an earlier build kept', () => {
  const to1011 = (k: string) => `${k}_1011`
  /** A page's storages and cookie jar, the jar recording what is written to it. */
  function page(cookies = '') {
    const local = memory()
    const session = memory()
    const writes: string[] = []
    const doc = {} as { cookie: string }
    Object.defineProperty(doc, 'cookie', { get: () => cookies, set: (v: string) => writes.push(v) })
    const move = () => moveToStore({ localStorage: local, sessionStorage: session }, doc, 'ecomShoppingCart', to1011)
    return { local, session, writes, move }
  }

  it('moves the bare cart, session and drafts to the store, so the update loses no cart', () => {
    const { local, session, move } = page()
    local.setItem('ecomShoppingCart', '{"items":[1]}')
    local.setItem('ecomPassportClient', '{"_id":"x"}')
    session.setItem('vitrineZip', '01310100')
    move()
    expect(Object.fromEntries(local.data)).toEqual({
      ecomShoppingCart_1011: '{"items":[1]}',
      ecomPassportClient_1011: '{"_id":"x"}'
    })
    expect(Object.fromEntries(session.data)).toEqual({ vitrineZip_1011: '01310100' })
  })

  it('leaves other scripts’ keys and every store’s own keys alone', () => {
    const { local, move } = page()
    local.setItem('theme:banner', '1')
    local.setItem('ecomShoppingCart_2022', 'theirs')
    move()
    expect(Object.fromEntries(local.data)).toEqual({ 'theme:banner': '1', ecomShoppingCart_2022: 'theirs' })
  })

  it('leaves a cart key the theme named to share (ecom:cart_key) where it is', () => {
    const { local } = page()
    local.setItem('ecomShoppingCart', 'shared')
    local.setItem('vitrine:consent', '{}')
    moveToStore(
      { localStorage: local, sessionStorage: memory() },
      { cookie: '' },
      'ecomShoppingCart',
      to1011,
      'ecomShoppingCart'
    )
    expect(Object.fromEntries(local.data)).toEqual({ ecomShoppingCart: 'shared', 'vitrine:consent_1011': '{}' })
  })

  it('never overwrites what the store already has, and drops the bare copy', () => {
    const { local, move } = page()
    local.setItem('ecomShoppingCart', 'old')
    local.setItem('ecomShoppingCart_1011', 'new')
    move()
    expect(Object.fromEntries(local.data)).toEqual({ ecomShoppingCart_1011: 'new' })
  })

  it('moves the session and consent cookies with their own lifetimes, and erases the bare ones', () => {
    const { writes, move } = page('ecomPassportClient=%7B%7D; vitrineConsent=1; other=2')
    move()
    expect(writes).toEqual([
      'ecomPassportClient_1011=%7B%7D; Max-Age=518400; Path=/; SameSite=Strict',
      'ecomPassportClient=; Max-Age=0; Path=/',
      'vitrineConsent_1011=1; Max-Age=31536000; Path=/; SameSite=Lax',
      'vitrineConsent=; Max-Age=0; Path=/'
    ])
  })

  it('keeps the store’s own cookie over a bare one', () => {
    const { writes, move } = page('ecomPassportClient=a; ecomPassportClient_1011=b')
    move()
    expect(writes).toEqual(['ecomPassportClient=; Max-Age=0; Path=/'])
  })
})
