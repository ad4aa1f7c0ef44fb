// The cart link: /app/?product_id=…&variation_id=…&quantity=…#/cart adds that line to the cart once. It is where the
// product page's no-JavaScript form lands (through the theme's server, which can only pass the line on: the cart
// lives in the browser), and what a theme or a campaign can link to. A kit adds all its parts, its open parts as
// chosen (kit_variation, one per open part in the kit's order).
import { itemFromProduct } from '#core/cart/product'
import { isObjectId } from '#core/ids'
import { loadProduct } from '#core/net'
import { loadKitParts } from '#core/product/kit-parts'
import { kitLines, openParts } from '#core/product/kit'
import type { Product } from '#core/schemas/product'
import { cart } from '#core/page/context'

/**
 * Adds the link's line, then takes the query out of the address (history.replaceState), so a reload or the back
 * button never adds it twice. An unknown product or a line the cart refuses is reported in the console; the cart
 * stays as it was.
 */
export async function addFromLink(): Promise<void> {
  const query = new URLSearchParams(location.search)
  const id = query.get('product_id')
  if (id === null) return
  history.replaceState(history.state, '', location.pathname + location.hash)
  if (!isObjectId(id)) return console.warn('[vitrine] cart link: not a product id', id)
  const quantity = Math.max(1, Math.floor(Number(query.get('quantity') ?? 1)) || 1)
  try {
    const product = await loadProduct(id)
    const added = product.kit_composition?.length
      ? await addKitFromLink(product, query.getAll('kit_variation'), quantity)
      : addLine(product, query.get('variation_id') || undefined, quantity)
    if (!added) console.warn('[vitrine] cart link: the cart refused', id)
  } catch (e) {
    console.error('[vitrine] cart link: the product failed to load', id, e)
  }
}

/** A product with variations is bought as one of them: without a (known) variation the link adds nothing. */
function addLine(product: Product, variationId: string | undefined, quantity: number): boolean {
  if (product.variations?.length && !variationId) return false
  const line = itemFromProduct(product, variationId, quantity)
  return Boolean(line && cart.addItem(line))
}

async function addKitFromLink(kit: Product, chosen: readonly string[], kits: number): Promise<boolean> {
  const parts = await loadKitParts(kit)
  const choice: Record<number, string> = {}
  openParts(kit, parts).forEach((index, n) => {
    if (chosen[n]) choice[index] = chosen[n]
  })
  const lines = kitLines(kit, parts, kits, choice)
  if (!lines) return false
  for (const line of lines) cart.addItem(line)
  return true
}
