import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_DEFAULTS, NO_STORE_ID, parseSettings, readMeta, readSettings, storeIdError } from '#core/settings'

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((m) => m.remove())
  vi.restoreAllMocks()
})

const noWarn = () => vi.fn<(msg: string) => void>()

describe('parseSettings: defaults (those of the platform)', () => {
  it('uses en_us, USD, $, US, ecomShoppingCart and the production API hosts', () => {
    const warn = noWarn()
    const s = parseSettings({ store_id: '1011' }, warn)
    expect(s.lang).toBe('en_us')
    expect(s.currency).toBe('USD')
    expect(s.currency_symbol).toBe('$')
    expect(s.country_code).toBe('US')
    expect(s.store_id).toBe(1011)
    expect(s.cart_key).toBe('ecomShoppingCart')
    expect(s.store_object_id).toBeUndefined()
    expect(s.api).toEqual({
      ...API_DEFAULTS,
      store_cache: 'https://ioapi.ecvol.com/1011/v1/',
      // No separate identity host: identify, token and oauth-providers go to the passport host.
      identity: API_DEFAULTS.passport
    })
    expect(s.api.store).toBe('https://api.e-com.plus/v1/')
    expect(parseSettings({ 'api:identity': 'https://id.example/v1' }, noWarn()).api.identity).toBe(
      'https://id.example/v1/'
    )
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('parseSettings: the store id fails closed', () => {
  it.each(['', '1O11', 'abc', '0', '-3', '12.5', '1011 '])('has no store for store_id=%j, and says so', (raw) => {
    const warn = noWarn()
    const s = parseSettings({ store_id: raw, lang: 'pt_br' }, warn)
    expect(s.store_id).toBe(NO_STORE_ID)
    expect(storeIdError(s.store_id)).toContain('ecom:store_id')
    expect(warn.mock.calls.at(-1)?.[0]).toContain('ecom:store_id is missing or not a positive integer')
    // The cosmetic settings stand.
    expect(s.lang).toBe('pt_br')
  })

  it('has no store without the meta, and says so', () => {
    const warn = noWarn()
    expect(parseSettings({}, warn).store_id).toBe(NO_STORE_ID)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('ecom:store_id')
  })

  it('accepts a positive integer', () => {
    expect(storeIdError(parseSettings({ store_id: '51' }, noWarn()).store_id)).toBeUndefined()
  })
})

describe('parseSettings: meta values', () => {
  const brazil = {
    lang: 'pt_br',
    currency: 'BRL',
    currency_symbol: 'R$',
    country_code: 'BR',
    store_id: '1234',
    store_object_id: '5b1abe30a4d4531b8fe40726',
    cart_key: 'myCart'
  }

  it('reads the store values, store_id as a number', () => {
    const warn = noWarn()
    const s = parseSettings(brazil, warn)
    expect(s).toMatchObject({ ...brazil, store_id: 1234 })
    expect(warn).not.toHaveBeenCalled()
  })

  it('substitutes {store_id} in default and overridden API bases', () => {
    const s = parseSettings({ store_id: '1234', 'api:store': 'http://localhost:8080/{store_id}/api/' }, noWarn())
    expect(s.api.store_cache).toBe('https://ioapi.ecvol.com/1234/v1/')
    expect(s.api.store).toBe('http://localhost:8080/1234/api/')
  })

  it('accepts an API base as an absolute http(s) URL or a path', () => {
    const warn = noWarn()
    const s = parseSettings(
      { 'api:search': '/search/v1/', 'api:passport': 'http://127.0.0.1:8080/passport/', store_id: '1' },
      warn
    )
    expect(s.api.search).toBe('/search/v1/')
    expect(s.api.passport).toBe('http://127.0.0.1:8080/passport/')
    expect(s.api.store).toBe(API_DEFAULTS.store)
    expect(warn).not.toHaveBeenCalled()
  })

  it('ignores unknown meta names', () => {
    const warn = noWarn()
    const s = parseSettings({ theme_color: 'red', 'api:nope': 'https://x/', store_id: '1' }, warn)
    expect(s).not.toHaveProperty('theme_color')
    expect(s.api).not.toHaveProperty('nope')
    expect(warn).not.toHaveBeenCalled()
  })
})

describe('parseSettings: documented corrections', () => {
  it('reads the common spellings of a language', () => {
    for (const lang of ['pt-BR', 'pt_BR', 'PT_br', 'pt_br'])
      expect(parseSettings({ lang }, () => {}).lang).toBe('pt_br')
    expect(parseSettings({ lang: 'en-US' }, () => {}).lang).toBe('en_us')
  })

  it('adds the trailing slash an API base needs', () => {
    const s = parseSettings({ 'api:store': 'https://api.example/v1', 'api:search': '/api/search/v1/' }, () => {})
    expect(s.api.store).toBe('https://api.example/v1/')
    expect(s.api.search).toBe('/api/search/v1/')
  })
})

describe('parseSettings: invalid values', () => {
  it.each([
    ['lang', 'Portuguese', 'en_us'],
    ['lang', 'portugues', 'en_us'],
    ['currency', 'real', 'USD'],
    ['currency_symbol', '', '$'],
    ['currency_symbol', 'TOOLONG', '$'],
    ['country_code', 'bra', 'US'],
    ['store_object_id', 'xyz', undefined],
    ['cart_key', '', 'ecomShoppingCart']
  ] as const)('replaces %s=%j by its default with a warning', (key, raw, expected) => {
    const warn = noWarn()
    const s = parseSettings({ [key]: raw, country_code: key === 'country_code' ? raw : 'BR', store_id: '1011' }, warn)
    expect(s[key]).toBe(expected)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain(`ecom:${key}`)
    if (key !== 'country_code') expect(s.country_code).toBe('BR') // the valid neighbour is kept
  })

  it('replaces an invalid API base by its default, naming the meta', () => {
    const warn = noWarn()
    const s = parseSettings(
      { 'api:store': 'ftp://files.example.com/', 'api:search': '/s/', lang: 'pt_br', store_id: '1011' },
      warn
    )
    expect(s.api.store).toBe(API_DEFAULTS.store)
    expect(s.api.search).toBe('/s/')
    expect(s.lang).toBe('pt_br')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('ecom:api:store')
  })

  it('warns once per invalid value and keeps all the valid ones', () => {
    const warn = noWarn()
    const s = parseSettings(
      { lang: 'x', currency: 'brl', currency_symbol: 'R$', store_id: '-3', 'api:graphs': 'graphs' },
      warn
    )
    // The store id's own warning and the one saying the page has no store.
    expect(warn).toHaveBeenCalledTimes(5)
    expect(s).toMatchObject({ lang: 'en_us', currency: 'USD', currency_symbol: 'R$', store_id: NO_STORE_ID })
    expect(s.api.graphs).toBe(API_DEFAULTS.graphs)
  })

  // A meta named just "ecom:api" is ignored alone; the other settings stand.
  it('keeps the valid settings when a meta is named just "ecom:api"', () => {
    const warn = noWarn()
    const s = parseSettings({ lang: 'pt_br', currency: 'BRL', api: 'https://api.example.com/' }, warn)
    expect(s.lang).toBe('pt_br')
    expect(s.currency).toBe('BRL')
  })
})

describe('parseSettings: frozen result', () => {
  it('freezes the settings and the api bases', () => {
    const s = parseSettings({ lang: 'pt_br' }, noWarn())
    expect(Object.isFrozen(s)).toBe(true)
    expect(Object.isFrozen(s.api)).toBe(true)
    expect(() => {
      ;(s as { lang: string }).lang = 'en_us'
    }).toThrow(TypeError)
    expect(() => {
      ;(s.api as { store: string }).store = 'https://evil.example/'
    }).toThrow(TypeError)
    expect(s.lang).toBe('pt_br')
    expect(s.api.store).toBe(API_DEFAULTS.store)
  })
})

describe('readMeta / readSettings', () => {
  const metas = (pairs: Record<string, string>) => {
    for (const [name, content] of Object.entries(pairs)) {
      const m = document.createElement('meta')
      m.name = name
      m.content = content
      document.head.append(m)
    }
  }

  it('collects ecom:* metas, trimmed, keyed without the prefix', () => {
    metas({
      'ecom:lang': ' pt_br ',
      'ecom:api:store': 'http://localhost:8080/api/',
      description: 'A store',
      'og:title': 'x'
    })
    expect(readMeta(document)).toEqual({ lang: 'pt_br', 'api:store': 'http://localhost:8080/api/' })
  })

  it('builds the page settings from the metas', () => {
    metas({
      'ecom:lang': 'pt_br',
      'ecom:currency': 'BRL',
      'ecom:currency_symbol': 'R$',
      'ecom:country_code': 'BR',
      'ecom:store_id': '51'
    })
    const s = readSettings(document)
    expect(s).toMatchObject({ lang: 'pt_br', currency: 'BRL', currency_symbol: 'R$', country_code: 'BR', store_id: 51 })
    expect(s.api.store_cache).toBe('https://ioapi.ecvol.com/51/v1/')
  })

  it('warns through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    metas({ 'ecom:currency': 'reais' })
    expect(readSettings(document).currency).toBe('USD')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ecom:currency'))
  })
})
