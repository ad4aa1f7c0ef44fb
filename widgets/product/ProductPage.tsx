import { useEffect, useRef, useState } from 'react'
import { firstUnchosen } from '#core/product/variations'
import type { GridDoc } from '#core/schemas/grid'
import type { Product, Variation } from '#core/schemas/product'
import { bus, settings, t } from '#core/page/context'
import { FavoriteButton } from '../ui/FavoriteButton'
import { inactiveReason, productName } from '../ui/product-state'
import { useRefreshedProduct } from '../ui/use-refreshed-product'
import { BuyBox } from './BuyBox'
import { Gallery, type PictureSize } from './Gallery'
import type { KitHandle } from './Kit'
import { PriceBlock } from './PriceBlock'
import { useProductState } from './state'
import { Variations } from './Variations'
import { useNear } from './use-near'

export interface ProductPageProps {
  product: Product
  /** Whether to read the current price and stock from the Store API after showing the embedded copy. */
  refresh: boolean
  pictureSize: PictureSize
  contactUrl?: string
  /** Where the related products go (the theme's element), or null for none. */
  relatedTarget: HTMLElement | null
  /** The store's grids (options' colours and titles) for a product with variations; none when not loaded. */
  gridDocs?: GridDoc[]
  /** The customization fields' component, loaded with the island for a product that has customizations. */
  Customizations?: typeof import('./Customizations').Customizations
  /** A kit's list, loaded with its parts before the first render; absent for a product that is not a kit. */
  kit?: { module: typeof import('./Kit'); parts: ReadonlyMap<string, Product> | null }
}

/** The picture shown: the chosen variation's own picture when it has one. */
function useVariationPicture(product: Product, variation: Variation | undefined) {
  const [picture, setPicture] = useState(0)
  const showPictureOf = (v: Variation | undefined) => {
    const at = v?.picture_id ? (product.pictures?.findIndex((p) => p._id === v.picture_id) ?? -1) : -1
    if (at >= 0) setPicture(at)
  }
  // A choice restored from the address (first view, back / forward) shows its picture too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new variation (its id) or new pictures show its picture; a copy of the same variation does not
  useEffect(() => showPictureOf(variation), [variation?._id, product.pictures])
  return { picture, setPicture, showPictureOf }
}

/**
 * Buying before every grid (and every open kit part) is chosen: the message is announced and focus goes to the first
 * unchosen grid, else to the first unchosen kit part.
 */
function useChoiceCheck(grids: Parameters<typeof firstUnchosen>[0], choice: Parameters<typeof firstUnchosen>[1]) {
  const [message, setMessage] = useState('')
  const root = useRef<HTMLDivElement>(null)
  const kit = useRef<KitHandle | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice clears the 'choose an option' message
  useEffect(() => setMessage(''), [choice])
  const needChoice = () => {
    const grid = firstUnchosen(grids, choice)
    if (grid) {
      root.current
        ?.querySelector<HTMLElement>(`[data-grid="${CSS.escape(grid)}"] [role="radio"][tabindex="0"]`)
        ?.focus()
    } else if (!kit.current?.focusOpenPart()) return false
    setMessage(t('product.select_option'))
    return true
  }
  return { message, root, kit, needChoice, clear: () => setMessage('') }
}

export function ProductPage(props: ProductPageProps) {
  const {
    product: initial,
    refresh,
    pictureSize,
    contactUrl,
    relatedTarget,
    Customizations,
    kit: kitList,
    gridDocs
  } = props
  const product = useRefreshedProduct(initial, refresh, 'product')
  useEffect(() => bus.emit('product:view', { product: initial }), [initial])
  const [values, setValues] = useState<Record<string, string>>({})
  const { grids, choice, variation, pick, priced, unit, value } = useProductState(product, values, gridDocs)
  const { picture, setPicture, showPictureOf } = useVariationPicture(product, variation)
  const { message, root, kit, needChoice, clear } = useChoiceCheck(grids, choice)
  const name = productName(product, settings.lang)
  const reason = inactiveReason(product)
  // A click updates the picture in the same render as the price, not one frame later from an effect.
  const choose = (gridId: string, text: string) => showPictureOf(pick(gridId, text))
  return (
    <div ref={root} className="vt-product" data-inactive={reason ? '' : undefined}>
      <Gallery pictures={product.pictures ?? []} index={picture} onIndex={setPicture} name={name} size={pictureSize}>
        <FavoriteButton productId={product._id} productName={name} />
      </Gallery>
      <div className="vt-product__info">
        <h1 className="vt-product__name">{name}</h1>
        <p className="vt-product__sku">{t('product.sku', { sku: variation?.sku ?? product.sku ?? '' })}</p>
        {reason ? <p className="vt-product__status">{t(reason)}</p> : <PriceBlock priced={priced} value={value} />}
        {reason === 'product.upon_request' && contactUrl && (
          <a className="vt-product__contact" href={contactUrl}>
            {t('product.contact')}
          </a>
        )}
        {!reason && grids.length > 0 && (
          <Variations product={product} grids={grids} choice={choice} onChoose={choose} />
        )}
        {!reason && Customizations && product.customizations?.length ? (
          <Customizations
            list={product.customizations}
            values={values}
            base={unit}
            onChange={(id, v) => setValues((o) => ({ ...o, [id]: v }))}
          />
        ) : null}
        {!reason && kitList && (
          <kitList.module.KitParts product={product} first={kitList.parts} handle={kit} onChoose={clear} />
        )}
        <p className="vt-product__message" role="alert">
          {message}
        </p>
        {!reason && (
          <BuyBox
            product={product}
            variation={variation}
            values={values}
            value={value}
            kit={kit}
            needChoice={needChoice}
          />
        )}
      </div>
      <RelatedWhenNear productId={product._id} target={relatedTarget} />
    </div>
  )
}

const loadRelated = () => import('./Related')

/** Related products sit at the end of the page: their code and requests wait until the shopper scrolls near. */
function RelatedWhenNear({ productId, target }: { productId: string; target: HTMLElement | null }) {
  const near = useNear(target)
  const Related = useOnDemand(near ? loadRelated : null)
  return Related && target ? <Related.Related productId={productId} target={target} /> : null
}

/**
 * A part of the page whose code loads on its own after mount, only when the page has it: the related products (below
 * the fold). Null until loaded, or when `load` is null.
 */
function useOnDemand<M>(load: (() => Promise<M>) | null): M | null {
  const [mod, setMod] = useState<M | null>(null)
  useEffect(() => {
    load?.().then(
      (m) => setMod(() => m),
      (e) => console.error('[vitrine] product: a chunk failed to load', e)
    )
  }, [load])
  return mod
}
