import { describe, expect, it } from 'vitest'
import { readRegistry, writeRegistry } from '../../../loader/registry'

describe('the compact registry', () => {
  it('reads back what the build writes: strategy, /app/ flag and the chunk each widget ships in', () => {
    const data = writeRegistry([
      { name: 'minicart', load: 'idle', checkoutEnabled: false, bundle: 'storefront' },
      { name: 'user', load: 'idle', checkoutEnabled: true, bundle: 'storefront' },
      { name: 'product-card', load: 'visible', checkoutEnabled: false },
      { name: 'search', load: 'interaction', checkoutEnabled: false }
    ])
    expect(data).toBe('minicart=10storefront,user=11storefront,product-card=20,search=30')
    expect(readRegistry(data)).toEqual({
      minicart: ['idle', 0, 'storefront'],
      user: ['idle', 1, 'storefront'],
      'product-card': ['visible', 0, 'product-card'],
      search: ['interaction', 0, 'search']
    })
  })
})
