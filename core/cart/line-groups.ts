// How lists show lines (the cart page, the account's order): kept apart from the cart's rules, which the shared
// runtime carries, so pages that never list lines do not load it.
/** A run of lines as a list shows them: a kit's lines together under the kit, any other line alone. */
export interface LineGroup<T> {
  /** The kit's id and name (absent for a line that is not part of a kit). */
  kit?: { _id: string; name?: string }
  lines: T[]
  /** Indexes of the lines in the list given, so each can find its total. */
  indexes: number[]
}

/**
 * Lines grouped as the cart and the account show them: the lines of one kit (same kit_product._id) together, at the
 * place of the kit's first line; any other line on its own.
 */
export function lineGroups<T extends { kit_product?: { _id?: unknown; name?: unknown } | null }>(
  items: readonly T[]
): LineGroup<T>[] {
  const out: LineGroup<T>[] = []
  const byKit = new Map<string, LineGroup<T>>()
  items.forEach((item, index) => {
    const id = item.kit_product?._id
    if (typeof id !== 'string') {
      out.push({ lines: [item], indexes: [index] })
      return
    }
    let group = byKit.get(id)
    if (!group) {
      const name = item.kit_product?.name
      group = { kit: { _id: id, ...(typeof name === 'string' ? { name } : {}) }, lines: [], indexes: [] }
      byKit.set(id, group)
      out.push(group)
    }
    group.lines.push(item)
    group.indexes.push(index)
  })
  return out
}

/** A group's total in minor units, from every line's total in minor units (lineTotalsCents): a kit's price as shown. */
export const groupCents = (cents: readonly number[], group: Pick<LineGroup<unknown>, 'indexes'>): number =>
  group.indexes.reduce((sum, i) => sum + (cents[i] ?? 0), 0)
