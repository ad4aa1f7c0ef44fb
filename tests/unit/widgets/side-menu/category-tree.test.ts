import { describe, expect, it } from 'vitest'
import { categoryTree, splitTree } from '#widgets/side-menu/category-tree'

describe('category tree', () => {
  it('splits tree strings on >', () => {
    expect(splitTree('Moda > Camisetas')).toEqual(['Moda', 'Camisetas'])
    expect(splitTree(' > Moda>')).toEqual(['Moda'])
  })
  it('nests by parent.slug, else by the tree string, and keeps orphans at the top', () => {
    const tree = categoryTree([
      { _id: '1', name: 'Moda', slug: 'moda' },
      { _id: '2', name: 'Camisetas', slug: 'camisetas', parent: { slug: 'moda' } },
      { _id: '3', name: 'Calças', slug: 'calcas', path: 'Moda > Calças' },
      { _id: '4', name: 'Órfã', slug: 'orfa', parent: { slug: 'nada' } }
    ])
    expect(tree.map((n) => n.name)).toEqual(['Moda', 'Órfã'])
    expect(tree[0]!.children.map((n) => [n.name, n.href])).toEqual([
      ['Camisetas', '/camisetas'],
      ['Calças', '/calcas']
    ])
  })
})
