// @vitest-environment node
// Search is core code: no DOM, so the plain node environment is enough (and faster).
import { describe, expect, it } from 'vitest'
import { buildSuggestion } from '#core/search/suggest'

type Entry = Parameters<typeof buildSuggestion>[1][number]
const entry = (text: string, options: Entry['options'], offset?: number): Entry =>
  offset === undefined ? { text, options } : { text, options, offset, length: text.length }

describe('buildSuggestion', () => {
  it('replaces each misspelt word with its best option', () => {
    expect(
      buildSuggestion('camizeta azull', [
        entry('camizeta', [{ text: 'camiseta', score: 0.8 }], 0),
        entry('azull', [{ text: 'azul', score: 0.9 }], 9)
      ])
    ).toBe('camiseta azul')
  })
  it('best = highest score, then highest freq', () => {
    expect(
      buildSuggestion('tenis', [
        entry('tenis', [
          { text: 'tennis', score: 0.7, freq: 100 },
          { text: 'tênis', score: 0.8, freq: 1 },
          { text: 'tenia', score: 0.8, freq: 2 }
        ])
      ])
    ).toBe('tenia')
  })
  it("keeps correct words and the shopper's spacing", () => {
    expect(
      buildSuggestion('blusa  vermelo gola', [
        entry('blusa', []),
        entry('vermelo', [{ text: 'vermelho', score: 0.9 }]),
        entry('gola', [])
      ])
    ).toBe('blusa  vermelho gola')
  })
  it('matches analysed (lower-cased) tokens case-insensitively, whole words only', () => {
    expect(buildSuggestion('Cal Calça', [entry('calça', [{ text: 'calças', score: 1 }])])).toBe('Cal calças')
  })
  it('falls back to searching when the offset no longer points at the word', () => {
    expect(buildSuggestion('x sapto', [entry('sapto', [{ text: 'sapato', score: 1 }], 0)])).toBe('x sapato')
  })
  it('handles a repeated misspelt word once per entry', () => {
    expect(
      buildSuggestion('bola bola', [
        entry('bola', [{ text: 'bolsa', score: 1 }], 0),
        entry('bola', [{ text: 'bolsa', score: 1 }], 5)
      ])
    ).toBe('bolsa bolsa')
  })
  it('undefined when nothing changes or nothing is known', () => {
    expect(buildSuggestion('azul', [])).toBeUndefined()
    expect(buildSuggestion('azul', [entry('azul', [])])).toBeUndefined()
    expect(buildSuggestion('Azul', [entry('azul', [{ text: 'azul', score: 1 }])])).toBeUndefined()
    expect(buildSuggestion('azul', [entry('verde', [{ text: 'verdes', score: 1 }])])).toBeUndefined()
    expect(buildSuggestion('azul', [entry('azul', [{ text: '', score: 1 }])])).toBeUndefined()
  })
})
