// A kit's parts and, for a part the kit leaves open, the shopper's choice of its variation. Loaded only on a kit's
// page (ProductPage imports it on demand), so other product pages do not pay for it.
import { type MutableRefObject, useEffect, useRef, useState } from 'react'
import { loadKitParts } from '#core/product/kit-parts'
import { firstOpenPart, type KitChoice, kitLines, openParts } from '#core/product/kit'
import { sellable } from '#core/product/variations'
import type { CartItem } from '#core/schemas/cart'
import type { Product } from '#core/schemas/product'
import { cart, settings, t } from '#core/page/context'
import { productHref, productName } from '../ui/product-state'

/** What the buy box asks of the kit: whether a part still needs a choice (focusing it), and adding the kits. */
export interface KitHandle {
  focusOpenPart(): boolean
  add(kits: number): CartItem | null
}

type Parts = ReadonlyMap<string, Product>

/**
 * The parts for the island's first render, so its list is the server's, name for name (drawing '…' and no select
 * first, then the names, moved the page below): the page's embedded copies when they name every part, else read now,
 * before the island replaces the server markup. Null when a read failed.
 */
export async function firstParts(product: Product, embedded: Product[] | undefined): Promise<Parts | null> {
  const map = new Map((embedded ?? []).map((p) => [p._id, p]))
  if ((product.kit_composition ?? []).every((c) => map.has(c._id))) return map
  return loadKitParts(product).catch((e) => {
    console.error('[vitrine] product: kit parts failed to load', e)
    return null
  })
}

/** The kit's parts: the first ones, then the API's current copies (stock), or null while none are known. */
function useKitParts(product: Product, first: Parts | null): Parts | null {
  const [parts, setParts] = useState(first)
  const ids = (product.kit_composition ?? []).map((p) => p._id).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts' ids, not the product object: a refreshed copy of the same kit must not read its parts again
  useEffect(() => {
    if (!ids) return
    let live = true
    loadKitParts(product).then(
      (map) => live && setParts(map),
      (e) => console.error('[vitrine] product: kit parts failed to load', e)
    )
    return () => {
      live = false
    }
    // The parts' ids, not the product object: a refreshed copy of the same kit must not read its parts again.
  }, [ids])
  return parts
}

interface Props {
  product: Product
  /** The parts known before the first render (see firstParts). */
  first: Parts | null
  handle: MutableRefObject<KitHandle | null>
  /** A part was chosen (the page clears its 'choose an option' message). */
  onChoose(): void
}

/** What the kit holds: each part with its quantity, linked to its own page once known; open parts get a select. */
export function KitParts({ product, first, handle, onChoose }: Props) {
  const parts = useKitParts(product, first)
  const [choice, setChoice] = useState<KitChoice>({})
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    handle.current = {
      focusOpenPart() {
        const open = parts ? firstOpenPart(product, parts, choice) : undefined
        list.current?.querySelectorAll('select')[parts ? openParts(product, parts).indexOf(open ?? -1) : -1]?.focus()
        return open !== undefined
      },
      add: (kits) => addKit(product, parts, kits, choice)
    }
  })
  const open = parts ? openParts(product, parts) : []
  const choose = (i: number, id: string) => {
    setChoice((c) => ({ ...c, [i]: id }))
    onChoose()
  }
  return (
    <section className="vt-product__kit">
      <p className="vt-product__kit-title">{t('product.kit_contents')}</p>
      <ul ref={list}>
        {(product.kit_composition ?? []).map((c, i) => {
          const part = parts?.get(c._id)
          const variation = part?.variations?.find((v) => v._id === c.variation_id)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a kit may list one component twice; the list never reorders
            <li key={`${c._id}${i}`}>
              {c.quantity ?? 1} ×{' '}
              {part ? <a href={productHref(part)}>{variation?.name ?? productName(part, settings.lang)}</a> : '…'}
              {part && open.includes(i) && (
                <PartChoice part={part} value={choice[i]} onChange={(id) => choose(i, id)} />
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A native select of the part's variations; those that cannot be bought are listed, disabled, as sold out. */
function PartChoice({ part, value, onChange }: { part: Product; value?: string; onChange(id: string): void }) {
  const name = productName(part, settings.lang)
  return (
    <select
      className="vt-product__kit-choice"
      aria-label={`${t('product.kit_choose')}: ${name}`}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      <option value="" disabled>
        {t('product.kit_choose')}
      </option>
      {(part.variations ?? []).map((v) => (
        <option key={v._id} value={v._id} disabled={!sellable(v)}>
          {v.name ?? v.sku ?? v._id}
          {sellable(v) ? '' : ` (${t('product.out_of_stock')})`}
        </option>
      ))}
    </select>
  )
}

/**
 * Adds `kits` kits: one line per part, tied by kit_product. Every line is built before any is added, so a kit is never
 * left half in the cart; null when the parts are not loaded, one cannot be sold or an open part is not chosen.
 */
function addKit(kit: Product, parts: Parts | null, kits: number, choice: KitChoice) {
  const lines = parts ? kitLines(kit, parts, kits, choice) : null
  if (!lines) return null
  let last: CartItem | null = null
  for (const line of lines) last = cart.addItem(line) ?? last
  return last
}
