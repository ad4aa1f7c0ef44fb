// Product lists for analytics: cards that appear together (a grid mounting, a carousel) are reported as one
// list:view per list, with each card's position in its list, instead of one event per card.
import type { Bus } from '../bus'
import type { Product } from '../schemas/product'

const pending = new Map<string, Product[]>()
const counts = new Map<string, number>()

/** Reports `product` as shown in `list`; returns its position there (0-based), for list:select. */
export function seenInList(bus: Bus, list: string, product: Product): number {
  const index = counts.get(list) ?? 0
  counts.set(list, index + 1)
  const batch = pending.get(list)
  if (batch) batch.push(product)
  else {
    pending.set(list, [product])
    // Cards mounting in the same task form one batch; the event follows within the same frame.
    queueMicrotask(() => {
      const products = pending.get(list) ?? []
      pending.delete(list)
      bus.emit('list:view', { list, products })
    })
  }
  return index
}

/** The list name of a results page: the category or brand it is fixed to, else the search results. */
export function resultsListName(scope: { categories?: string[]; brands?: string[] }): string {
  if (scope.categories?.length) return `Categoria: ${scope.categories[0]}`
  if (scope.brands?.length) return `Marca: ${scope.brands[0]}`
  return 'Resultados da busca'
}
