import type { Category } from '#core/schemas/category'

/** A menu entry: a link and its sub-entries. */
export interface MenuNode {
  name: string
  href: string
  children: MenuNode[]
}

/** Splits a category tree string: "Moda > Camisetas" -> ['Moda', 'Camisetas'] (blank parts dropped). */
export function splitTree(path: string): string[] {
  return path
    .split('>')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * Nests Store API categories into a menu: a category goes under the one whose slug its `parent.slug` names, or, when
 * it has no parent reference, under the category named by the part of its tree string before its own name. Categories
 * whose parent is unknown stay at the top, so a gap in the data never hides a category. Links are `/{slug}`.
 */
export function categoryTree(categories: readonly Category[]): MenuNode[] {
  const nodes = new Map<Category, MenuNode>()
  const bySlug = new Map<string, MenuNode>()
  const byName = new Map<string, MenuNode>()
  for (const c of categories) {
    const node: MenuNode = { name: c.name, href: `/${c.slug ?? encodeURIComponent(c.name)}`, children: [] }
    nodes.set(c, node)
    if (c.slug) bySlug.set(c.slug, node)
    byName.set(c.name, node)
  }
  const roots: MenuNode[] = []
  for (const c of categories) {
    const node = nodes.get(c)!
    const parts = c.path ? splitTree(c.path) : []
    const parent =
      (c.parent?.slug && bySlug.get(c.parent.slug)) ||
      (parts.length > 1 ? byName.get(parts[parts.length - 2]!) : undefined)
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
