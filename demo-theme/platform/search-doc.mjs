// What the search index keeps of a product: the product as the Store API has it, plus the two fields the hosted
// index adds for filters, facets and sorting (and answers in each hit's _source): `specs`, the product's and its
// variations' specifications flattened to {grid, text}, and `in_stock`, available with at least its minimum in stock.

/** @param {Record<string, any>} p */
function specsOf (p) {
  /** @type {Map<string, { grid: string, text: string }>} */
  const pairs = new Map()
  for (const specs of [p.specifications, ...(p.variations ?? []).map((/** @type {any} */ v) => v.specifications)]) {
    for (const [grid, values] of Object.entries(specs ?? {})) {
      for (const { text } of /** @type {{ text: string }[]} */ (values)) pairs.set(`${grid}\u0001${text}`, { grid, text })
    }
  }
  return [...pairs.values()]
}

/** @param {Record<string, any>} p */
const inStock = (p) => p.available !== false && (p.quantity === undefined || p.quantity >= (p.min_quantity || 1))

/** The indexed document of a product. @param {Record<string, any>} p */
export const searchDoc = (p) => ({ ...p, specs: specsOf(p), in_stock: inStock(p) })
