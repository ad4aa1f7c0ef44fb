import { describe, expect, it } from 'vitest'
import { readRegistry, writeRegistry } from '#loader/registry'

describe('the compact registry', () => {
  it('reads back what the build writes: strategy, /app/ flag and the chunk each widget ships in', () => {
    const data = writeRegistry([
      { name: 'minicart', load: 'idle', checkoutEnabled: false, bundle: 'storefront' },
      { name: 'user', load: 'idle', checkoutEnabled: true, bundle: 'storefront' },
      { name: 'product-card', load: 'visible', checkoutEnabled: false },
      { name: 'search', load: 'interaction', checkoutEnabled: false }
    ])
    expect(data).toBe('storefront:10minicart,11user;product-card:20product-card;search:30search')
    expect(readRegistry(data)).toEqual({
      minicart: ['idle', 0, 'storefront'],
      user: ['idle', 1, 'storefront'],
      'product-card': ['visible', 0, 'product-card'],
      search: ['interaction', 0, 'search']
    })
  })

  it('writes each hashed chunk once, and no name for a widget named like its own chunk', () => {
    const data = writeRegistry([
      { name: 'countdown', load: 'visible', checkoutEnabled: false, bundle: 'countdown-CQl921' },
      { name: 'product', load: 'eager', checkoutEnabled: false, bundle: 'product-CtzfSK' },
      { name: 'banners', load: 'idle', checkoutEnabled: false, bundle: 'storefront-CqKxWq' },
      { name: 'popup', load: 'idle', checkoutEnabled: false, bundle: 'storefront-CqKxWq' },
      { name: 'checkout', load: 'eager', checkoutEnabled: true, bundle: 'checkout-EBlbNX' }
    ])
    expect(data).toBe('countdown-CQl921:20;product-CtzfSK:00;storefront-CqKxWq:10banners,10popup;checkout-EBlbNX:01')
    expect(readRegistry(data)).toEqual({
      countdown: ['visible', 0, 'countdown-CQl921'],
      product: ['eager', 0, 'product-CtzfSK'],
      banners: ['idle', 0, 'storefront-CqKxWq'],
      popup: ['idle', 0, 'storefront-CqKxWq'],
      checkout: ['eager', 1, 'checkout-EBlbNX']
    })
  })
})
