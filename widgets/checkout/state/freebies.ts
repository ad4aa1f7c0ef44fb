import { freebieChanges, freebieLine } from '#core/cart/freebies'
import { api } from '#core/page/api'
import { cart } from '#core/page/context'
import { $skippedGifts } from './gift-notes'

// The cart's free gifts follow the discount module's latest answer: gift lines it no longer names go, products it
// names are added as gift lines (core/cart/freebies.ts). A gift out of stock is skipped, and named for a note.
// Loaded only when a cart has or earns a gift: the product reading it needs stays off the other pages.

let latest = 0

const productName = (p: unknown): string | undefined => {
  const name = (p as { name?: unknown } | null)?.name
  return typeof name === 'string' ? name : undefined
}

export async function syncFreebies(granted: readonly string[]): Promise<void> {
  const run = ++latest
  const { remove, add } = freebieChanges(cart.data.items, granted)
  for (const id of remove) cart.removeItem(id)
  if (!add.length) {
    $skippedGifts.set([])
    return
  }
  let products: Map<string, unknown>
  try {
    // One product read per gift (a cart earns one or two): the store's product, with its stock.
    products = new Map(
      await Promise.all(
        add.map(async (id) => [id, await api.store(`/products/${encodeURIComponent(id)}.json`)] as const)
      )
    )
  } catch (e) {
    // Not read now: the next answer of the discount module (a cart change, a coupon) tries again.
    console.warn('[vitrine] free gifts not read', e)
    return
  }
  // A later answer has taken over (the cart changed meanwhile): its own run adds what it grants.
  if (run !== latest) return
  const skipped: string[] = []
  for (const id of add) {
    const product = products.get(id)
    const line = freebieLine(product)
    if (line) cart.addItem(line)
    else skipped.push(productName(product) ?? id)
  }
  $skippedGifts.set(skipped)
}
