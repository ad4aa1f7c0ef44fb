// Builds before stores were kept apart stored under bare keys (ecomShoppingCart, ecomPassportClient, vitrineZip, …).
// An origin then served one store, so on the first page of a store these move under that store's keys: no cart,
// login or draft is lost by the update, and the bare keys are gone so no other store can take them later. Every key
// of ours starts with ecom or vitrine; one ending in _<digits> is already a store's. Kept small: it runs on every
// page, in the runtime chunk.

const OURS = /^(?:ecom|vitrine)(?!.*_\d+$)/

/** The bare cookies, with the attributes they were set with: the session (6 days), the consent mark (a year). */
const LEGACY_COOKIES = [
  ['ecomPassportClient', 'Max-Age=518400; Path=/; SameSite=Strict'],
  ['vitrineConsent', 'Max-Age=31536000; Path=/; SameSite=Lax']
]

type Area = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * Moves each bare key (the cart's own `cartKey` too) and cookie to `to(key)` unless the store already has its own
 * value there: then the bare one is only dropped. `keep` is a key the theme named to share (`ecom:cart_key`): it stays.
 * Storage or cookies that throw are left as they are, for the next page.
 */
export function moveToStore(
  win: { localStorage: Area; sessionStorage: Area },
  doc: { cookie: string },
  cartKey: string,
  to: (key: string) => string,
  keep = ''
): void {
  try {
    for (const area of [win.localStorage, win.sessionStorage]) {
      const keys = Array.from({ length: area.length }, (_, i) => area.key(i)!)
      for (const key of keys.filter((k) => k !== keep && (k === cartKey || OURS.test(k)))) {
        const value = area.getItem(key)!
        if (area.getItem(to(key)) === null) area.setItem(to(key), value)
        area.removeItem(key)
      }
    }
    for (const [name, rest] of LEGACY_COOKIES) {
      const value = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(doc.cookie)?.[1]
      if (value === undefined) continue
      if (!`; ${doc.cookie}`.includes(`; ${to(name!)}=`)) doc.cookie = `${to(name!)}=${value}; ${rest}`
      doc.cookie = `${name}=; Max-Age=0; Path=/`
    }
  } catch {
    // blocked storage or cookies: nothing moves now
  }
}
