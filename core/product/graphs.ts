// Related products from the Graphs API (Neo4j answer shape: results[0].data[].row[0] is a product id).
const ID = /^[a-f0-9]{24}$/

/** The product ids of a Graphs answer, distinct, in order; [] for anything malformed. */
export function graphIds(answer: unknown): string[] {
  const data = (answer as { results?: { data?: unknown }[] } | null)?.results?.[0]?.data
  const out: string[] = []
  for (const d of Array.isArray(data) ? data : []) {
    const id = (d as { row?: unknown[] } | null)?.row?.[0]
    if (typeof id === 'string' && ID.test(id) && !out.includes(id)) out.push(id)
  }
  return out
}
