// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_KEYS,
  forgetCustomerData,
  LAST_ORDER_KEY,
  PURCHASE_DETAILS_KEY,
  ZIP_KEY
} from '#core/passport/session-data'

const ROOT = join(import.meta.dirname, '../../../..')

// Names in the code that look like storage keys but hold nothing of a customer, each with why. A new name found in
// the code must be added either to CUSTOMER_KEYS (core/passport/session-data.ts), so a logout forgets it, or here.
const NOT_CUSTOMER_DATA: Record<string, string> = {
  ecomShoppingCart: 'the cart: products, not the shopper; it outlives a logout, as the platform cart does',
  ecomSeachHistory: "search terms typed on this device, whoever is logged in (the platform library's key)",
  ecomPassportLogin: 'the name of the login popup window, not a storage key',
  vitrinePayments: "the store's payment options, the same for every shopper",
  vitrineFavoriteWish: 'a product to favourite after the login, asked while logged out (no customer yet)',
  vitrineCheckoutLastUsed:
    'a payment method and a shipping service code per opaque customer id: choices, no personal field',
  vitrineConsent: 'the cookie saying a consent choice exists',
  vitrinePopupClosed: 'a popup was closed in this browser session',
  'vitrine:consent': "the visitor's consent choice (LGPD), kept whoever logs in",
  'vitrine:consent:open': 'an event name',
  'vitrine:ga4:purchases': 'order numbers already sent to analytics, so none is sent twice',
  'vitrine:pixel:purchases':
    'purchases waiting for the ad pixels: order id, value, items; the hashed buyer (opt-in) goes at a logout (forgetQueuedBuyers)',
  'vitrine:pixel:sent:': 'order ids each pixel has sent'
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Every quoted name of the suite's storage-key shape (vitrineX, vitrine:x, ecomX) in the shipped code. */
function keyLikeNames(): Set<string> {
  const names = new Set<string>()
  for (const file of ['core', 'widgets', 'loader'].flatMap((d) => sources(join(ROOT, d)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(
      /['`]((?:vitrine[A-Z:]|ecom[A-Z])[A-Za-z0-9:_-]*)(?:['`]|\$\{)/g
    ))
      names.add(m[1]!)
  }
  return names
}

function memory() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k)
  }
}

function filled() {
  const session = memory()
  const local = memory()
  for (const { key, area } of CUSTOMER_KEYS) (area === 's' ? session : local).setItem(key, 'Rua das Flores 10')
  session.setItem('vitrinePayments', '{}')
  local.setItem('ecomShoppingCart', '{"items":[]}')
  return { session, local }
}

describe('the customer data a browser keeps (one list, core/passport/session-data.ts)', () => {
  it('lists every storage key the code names, or the key is named here as holding nothing of a customer', () => {
    const listed = new Set(CUSTOMER_KEYS.map((k) => k.key))
    const unclassified = [...keyLikeNames()].filter((name) => !listed.has(name) && !(name in NOT_CUSTOMER_DATA))
    expect(unclassified).toEqual([])
    for (const key of listed) expect(key in NOT_CUSTOMER_DATA).toBe(false)
  })

  it('lists the copies a purchase leaves: last order, purchase details, CEP, draft, quote, orders read', () => {
    expect(CUSTOMER_KEYS.map((k) => k.key)).toEqual(
      expect.arrayContaining([
        LAST_ORDER_KEY,
        PURCHASE_DETAILS_KEY,
        ZIP_KEY,
        'vitrineCheckoutDraft',
        'vitrineCheckoutShipping',
        'vitrine:customer-orders',
        'ecomPassportClient'
      ])
    )
  })

  it('a logout forgets all of it from both storages, and nothing else (the cart stays)', () => {
    const { session, local } = filled()
    forgetCustomerData(session, local)
    expect([...session.data.keys()]).toEqual(['vitrinePayments'])
    expect([...local.data.keys()]).toEqual(['ecomShoppingCart'])
  })

  it("a session's end keeps the shopper's work (draft, CEP, quote, the mark) and forgets what was bought", () => {
    const { session, local } = filled()
    forgetCustomerData(session, local, true)
    expect([...session.data.keys()].sort()).toEqual(
      ['vitrineCheckoutDraft', 'vitrineCheckoutShipping', 'vitrinePayments', 'vitrineZip'].sort()
    )
    expect([...local.data.keys()].sort()).toEqual(['ecomShoppingCart', 'vitrineSessionEnded'])
  })

  it('storage that throws or is missing has nothing to forget', () => {
    const blocked = {
      removeItem: () => {
        throw new Error('blocked')
      }
    }
    expect(() => forgetCustomerData(blocked, blocked)).not.toThrow()
    expect(() => forgetCustomerData(null)).not.toThrow()
  })
})
