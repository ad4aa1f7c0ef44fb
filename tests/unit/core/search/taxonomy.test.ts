import { describe, expect, it } from 'vitest'
import { matchTerm, slugOf } from '#core/search/taxonomy'

const categories = [
  { name: 'Moda', slug: 'moda' },
  { name: 'Cama e Banho', slug: 'cama-e-banho' },
  { name: 'Calçados', slug: 'calcados' },
  { name: 'Tênis' }
]

describe('matchTerm: a category or brand option names its term by slug or name', () => {
  it('takes the exact name', () => {
    expect(matchTerm('Cama e Banho', categories)).toBe('Cama e Banho')
  })
  it('takes the name in any case', () => {
    expect(matchTerm('cama e banho', categories)).toBe('Cama e Banho')
    expect(matchTerm('MODA', categories)).toBe('Moda')
  })
  it('takes the name without its accents', () => {
    expect(matchTerm('calcados', categories)).toBe('Calçados')
  })
  it('takes the slug, in any case, and ignores spaces around it', () => {
    expect(matchTerm('cama-e-banho', categories)).toBe('Cama e Banho')
    expect(matchTerm(' Cama-E-Banho ', categories)).toBe('Cama e Banho')
  })
  it('makes the slug from the name when the term has none', () => {
    expect(matchTerm('tenis', categories)).toBe('Tênis')
  })
  it('prefers an exact name over a slug of another term', () => {
    expect(matchTerm('moda', [{ name: 'Modas', slug: 'moda' }, { name: 'moda' }])).toBe('moda')
  })
  it('answers null for nothing matching, blank or punctuation only', () => {
    expect(matchTerm('camisetas', categories)).toBeNull()
    expect(matchTerm('  ', categories)).toBeNull()
    expect(matchTerm('--', categories)).toBeNull()
    expect(matchTerm('moda', [])).toBeNull()
  })
})

describe('slugOf', () => {
  it('folds accents, case and runs of other characters into single hyphens', () => {
    expect(slugOf('Cuidados com a Pele')).toBe('cuidados-com-a-pele')
    expect(slugOf('  Kits & Presentes!')).toBe('kits-presentes')
    expect(slugOf('Calçados')).toBe('calcados')
  })
})
