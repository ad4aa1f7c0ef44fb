// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { productHref } from '#widgets/ui/product-state'

const id = '5f1a2b3c4d5e6f7a8b9c0d1e'

describe('productHref (links built from search answers)', () => {
  it('links by slug', () => {
    expect(productHref({ _id: id, slug: 'camiseta-basica-linho' })).toBe('/camiseta-basica-linho')
    expect(productHref({ _id: id, slug: 'moda/camiseta.azul_1' })).toBe('/moda/camiseta.azul_1')
  })

  it('falls back to the id when the slug could leave the store or is missing', () => {
    for (const slug of ['//evil.example/x', '/abs', 'javascript:alert(1)', 'a//b', 'com espaço', '', undefined]) {
      expect(productHref({ _id: id, slug })).toBe(`/${id}`)
    }
  })
})
