import { useEffect, useState } from 'react'
import { itemFromProduct } from '../../core/cart/product'
import type { InstallmentsOption } from '../../core/schemas/payment'
import type { Product } from '../../core/schemas/product'
import { loadProduct } from '../../core/net'
import { cart, settings, t } from '../../core/runtime'
import { FavoriteButton } from './FavoriteButton'
import { Price } from './Price'
import { Picture } from './Picture'
import { inactiveReason, isComplete, productHref, productName } from './product-state'

export interface CardProps {
  product: Product
  installments?: InstallmentsOption
  refresh: boolean
  heading: 'h2' | 'h3' | 'h4'
}

export function ProductCard({ product: initial, installments, refresh, heading: Heading }: CardProps) {
  const [product, setProduct] = useState(initial)
  // What the status region says; `shown` when sighted shoppers need it too (the maximum reached), not only screen readers.
  const [status, setStatus] = useState({ text: '', shown: false })

  useEffect(() => {
    if (!refresh) return
    let live = true
    loadProduct(initial._id).then(
      (p) => live && setProduct(p),
      (e) => console.error('[vitrine] product card refresh failed', e) // the embedded copy stays on screen
    )
    return () => { live = false }
  }, [initial._id, refresh])

  const reason = inactiveReason(product)
  // Slugs come from the API: productHref keeps a hostile one ("/evil.com") from turning into an off-site link.
  const href = productHref(product)
  const name = productName(product, settings.lang)
  const needsChoice = Boolean(product.variations?.length)

  const buy = () => {
    try {
      const item = itemFromProduct(product)
      if (!item) throw new Error('not a product the cart accepts')
      if (cart.addItem(item)) return setStatus({ text: t('cart.item_added'), shown: false })
      // Refused because the line is already at its maximum: say so here, the product page would not help.
      const line = cart.data.items.find((i) => i.product_id === item.product_id && !i.variation_id)
      if (line?.max_quantity !== undefined && line.quantity >= line.max_quantity) {
        return setStatus({ text: t('cart.max_quantity', { count: line.max_quantity }), shown: true })
      }
      throw new Error('item refused by the cart rules')
    } catch (e) {
      console.error('[vitrine] quick add failed', e) // spec §7: log and send the shopper to the product page
      location.assign(href)
    }
  }

  return (
    <article className="vt-card" data-inactive={reason ? '' : undefined}>
      <a className="vt-card__link" href={href}>
        {/* The name is in the same link: the picture is decorative there (alt=""), or screen readers say it twice. */}
        <Picture className="vt-card__picture" pictures={product.pictures} alt="" size="normal" />
        <Heading className="vt-card__name">{name}</Heading>
      </a>
      {reason ? (
        <p className="vt-card__status">{t(reason)}</p>
      ) : (
        <Price product={product} installmentsOption={installments} />
      )}
      {/* A product with variations needs a choice first: the button is then a link to its page. */}
      {!reason && needsChoice && (
        <a className="vt-card__buy" href={href} aria-label={`${t('product.buy')}: ${name}`}>{t('product.buy')}</a>
      )}
      {!reason && !needsChoice && (
        <button type="button" className="vt-card__buy" onClick={buy} aria-label={`${t('product.buy')}: ${name}`}>
          {t('product.buy')}
        </button>
      )}
      <FavoriteButton productId={product._id} productName={name} />
      <span className={status.shown ? 'vt-card__note' : 'vt-sr-only'} role="status">{status.text}</span>
      {!isComplete(product) && <p className="vt-card__error" role="alert">{t('error.product_load')}</p>}
    </article>
  )
}
