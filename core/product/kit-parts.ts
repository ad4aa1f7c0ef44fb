// Reading a kit's parts, for the two places that buy a kit: the product page and the cart link. Apart from ./kit (pure
// rules) and from ../net (every page's shared code), so only those two on-demand chunks carry it.
import { loadProduct } from '../net'
import type { Product } from '../schemas/product'

/** A kit's parts by id, read together (the product reader batches them); rejects when one cannot be read. */
export async function loadKitParts(kit: Product): Promise<Map<string, Product>> {
  const parts = await Promise.all((kit.kit_composition ?? []).map((c) => loadProduct(c._id)))
  return new Map(parts.map((p) => [p._id, p]))
}
