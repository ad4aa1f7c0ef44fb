// Variation choice on a product page: which option of each grid can still lead to something to buy, and which
// variation a complete choice names. Pure rules over the product payload; the widget only renders them.
import type { GridDoc } from '../schemas/grid'
import type { Product, Variation } from '../schemas/product'
import { gridTitle } from './grid-title'

/** Option text chosen per grid id. */
export type Choice = Readonly<Record<string, string>>

/** Why an option cannot be chosen now; null when it can. */
export type OptionBlock = 'none' | 'out_of_stock' | null

export interface GridView {
  grid_id: string
  title: string
  options: { text: string; colors?: string[] }[]
}

/** The text a variation has in a grid (first value), or undefined. */
export function specText(v: Variation, gridId: string): string | undefined {
  return v.specifications?.[gridId]?.[0]?.text
}

/**
 * A variation can be bought unless it is hidden, unavailable or has no stock. An absent quantity means the platform
 * does not track its stock, so it is sellable.
 */
export function sellable(v: Variation): boolean {
  const loose = v as Record<string, unknown>
  if (loose.visible === false || loose.available === false) return false
  return v.quantity === undefined || v.quantity > 0
}

/**
 * The grids to show, in the product's order: each grid that some variation uses, with the options some variation
 * carries, in the order of the store's grids resource (`docs`), then in the variations' order. A grid named by the
 * product but used by no variation would lead nowhere, so it is left out. Titles come from the product's grids, else
 * the resource's, else the id made readable; an option's colours only from the resource, so without it (not loaded,
 * or the option not there) the option shows its text, never a guessed swatch.
 */
export function gridsOf(product: Product, docs: readonly GridDoc[] = []): GridView[] {
  const variations = product.variations ?? []
  const ids: string[] = []
  for (const g of product.grids ?? []) if (g.grid_id) ids.push(g.grid_id)
  for (const v of variations) for (const id of Object.keys(v.specifications ?? {})) if (!ids.includes(id)) ids.push(id)
  const out: GridView[] = []
  for (const id of ids) {
    const doc = docs.find((d) => d.grid_id === id)
    const used = new Set(variations.map((v) => specText(v, id)).filter((x): x is string => x !== undefined))
    if (!used.size) continue
    const options: GridView['options'] = (doc?.options ?? [])
      .filter((o) => used.has(o.text))
      .map((o) => ({ text: o.text, colors: o.colors }))
    for (const text of used) if (!options.some((o) => o.text === text)) options.push({ text })
    out.push({ grid_id: id, title: gridTitle(id, [...(product.grids ?? []), ...docs]), options })
  }
  return out
}

function matches(v: Variation, choice: Choice, skip?: string): boolean {
  for (const [grid, text] of Object.entries(choice)) if (grid !== skip && specText(v, grid) !== text) return false
  return true
}

/**
 * Whether choosing `text` in `gridId` (keeping the other current choices) can lead to a sellable variation:
 * 'none' when no variation has that combination, 'out_of_stock' when those that have it cannot be bought.
 */
export function optionBlock(product: Product, choice: Choice, gridId: string, text: string): OptionBlock {
  const next = { ...choice, [gridId]: text }
  const candidates = (product.variations ?? []).filter((v) => matches(v, next))
  if (!candidates.length) return 'none'
  return candidates.some(sellable) ? null : 'out_of_stock'
}

/** The variation a choice names once every grid is chosen; undefined while incomplete or when none matches. */
export function variationFor(product: Product, grids: GridView[], choice: Choice): Variation | undefined {
  if (grids.some((g) => choice[g.grid_id] === undefined)) return undefined
  return product.variations?.find((v) => grids.every((g) => specText(v, g.grid_id) === choice[g.grid_id]))
}

/** The choice that names a variation (for ?variation_id= and back / forward). */
export function choiceOf(v: Variation, grids: GridView[]): Choice {
  const out: Record<string, string> = {}
  for (const g of grids) {
    const text = specText(v, g.grid_id)
    if (text !== undefined) out[g.grid_id] = text
  }
  return out
}

/** The first grid without a choice (where focus goes when the shopper buys too early), or undefined. */
export function firstUnchosen(grids: GridView[], choice: Choice): string | undefined {
  return grids.find((g) => choice[g.grid_id] === undefined)?.grid_id
}

/**
 * A choice after picking `text` in `gridId`: other choices that no longer combine with it into any variation are
 * dropped, so the shopper is never left with a combination that does not exist.
 */
export function choose(product: Product, choice: Choice, gridId: string, text: string): Choice {
  const next: Record<string, string> = { [gridId]: text }
  for (const [grid, value] of Object.entries(choice)) {
    if (grid === gridId) continue
    const trial = { ...next, [grid]: value }
    if ((product.variations ?? []).some((v) => matches(v, trial))) next[grid] = value
  }
  return next
}
