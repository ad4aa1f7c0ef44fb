import { describe, expect, it } from 'vitest'
import { keepFavoriteWish, takeFavoriteWish, WISH_TTL_MS } from '#core/account/favorite-intent'

const memory = () => {
  const m = new Map<string, string>()
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    m
  }
}
const ID = 'a'.repeat(24)

describe('a favourite wished for before the login', () => {
  it('is taken back once, with the page to return to', () => {
    const s = memory()
    keepFavoriteWish(s, { productId: ID, back: '/camiseta?cor=azul' }, 1000)
    expect(takeFavoriteWish(s, 2000)).toEqual({ productId: ID, back: '/camiseta?cor=azul' })
    expect(takeFavoriteWish(s, 2000)).toBeNull()
  })

  it('is forgotten when too old, or when what storage holds is not a wish', () => {
    const s = memory()
    keepFavoriteWish(s, { productId: ID, back: '/' }, 0)
    expect(takeFavoriteWish(s, WISH_TTL_MS)).toBeNull()
    for (const raw of ['{oops', '[]', 'null', JSON.stringify({ productId: '<script>', back: '/', at: 0 })]) {
      s.setItem('vitrineFavoriteWish', raw)
      expect(takeFavoriteWish(s, 1)).toBeNull()
    }
    s.setItem('vitrineFavoriteWish', JSON.stringify({ productId: ID, back: 5, at: 0 }))
    expect(takeFavoriteWish(s, 1)).toBeNull()
  })

  it('never throws without storage or with storage that throws', () => {
    expect(takeFavoriteWish(null)).toBeNull()
    const broken = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
      removeItem: () => {}
    }
    expect(() => keepFavoriteWish(broken, { productId: ID, back: '/' })).not.toThrow()
    expect(takeFavoriteWish(broken)).toBeNull()
  })
})
