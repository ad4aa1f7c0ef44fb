import { describe, expect, it } from 'vitest'
import { sameSitePath } from '#widgets/ui/same-site'

const origin = 'https://loja.example'

describe('sameSitePath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(sameSitePath('/app/#/account/', '/x', origin)).toBe('/app/#/account/')
    expect(sameSitePath('/carrinho?cupom=A#topo', '/x', origin)).toBe('/carrinho?cupom=A#topo')
  })

  it('refuses what a browser would send to another site', () => {
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'app/#/account',
      ''
    ]) {
      expect(sameSitePath(bad, '/fallback', origin)).toBe('/fallback')
    }
  })
})
