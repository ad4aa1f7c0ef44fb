import { useEffect, useState } from 'react'
import { itemFromProduct } from '#core/cart/product'
import type { InstallmentsOption } from '#core/schemas/payment'
import type { Product } from '#core/schemas/product'
import { api } from '#core/net'
import { addIntent } from '#core/page/add-intent'
import { loadPaymentOptionsOnIdle } from '#core/page/payment-options'
import { bus, cart, settings, t } from '#core/page/context'
import { FavoriteButton } from './FavoriteButton'
import { Price } from './Price'
import { Picture } from './Picture'
import { usePageId } from './page-id'
import { inactiveReason, isComplete, productHref, productName } from './product-state'
import { useRefreshedProduct } from './use-refreshed-product'

export interface CardProps {
  product: Product
  installments?: InstallmentsOption
  refresh: boolean
  heading: 'h2' | 'h3' | 'h4'
  /** The list the card is shown in (analytics: view_item_list / select_item) and its position there. */
  list?: { name: string; index: number }
}

/**
 * Adds the product from its card. Answers what the status region says, or null when the add failed for another
 * reason than the line's maximum (logged; the product page then takes over).
 */
function quickAdd(product: Product, min: number): { text: string; shown: boolean } | null {
  const item = itemFromProduct(product, undefined, min)
  // The minimum is added, never one: said where it was added, so the 2 in the cart is no surprise.
  if (item && cart.addItem(item))
    return min > 1
      ? { text: t('cart.min_added', { count: min }), shown: true }
      : { text: t('cart.item_added'), shown: false }
  // Refused because the line is already at its maximum: say so here, the product page would not help.
  const max = item
    ? cart.data.items.find((i) => i.product_id === item.product_id && !i.variation_id)?.max_quantity
    : undefined
  if (max) return { text: t('cart.max_quantity', { count: max }), shown: true }
  console.error('[vitrine] quick add refused', product._id)
  return null
}

export function ProductCard({ product: initial, installments, refresh, heading: Heading, list }: CardProps) {
  const product = useRefreshedProduct(initial, refresh, 'card')
  // The store's instalments and cash price, asked once per session when the browser is idle (a no-op after the first).
  useEffect(() => loadPaymentOptionsOnIdle(api), [])
  // What the status region says; `shown` when sighted shoppers need it too (the maximum reached), not only screen readers.
  const [status, setStatus] = useState({ text: '', shown: false })

  const reason = inactiveReason(product)
  // Slugs come from the API: productHref keeps a hostile one ("/evil.com") from turning into an off-site link.
  const href = productHref(product)
  const name = productName(product, settings.lang)
  const needsChoice = Boolean(product.variations?.length)
  // A product sold from 2 units says so before the click, beside its button.
  const min = Math.max(1, Math.floor(product.min_quantity ?? 1))
  const minId = usePageId('vt-card-min')

  const select = () => list && bus.emit('list:select', { list: list.name, product, index: list.index })
  const buy = () => {
    select()
    const said = quickAdd(product, min)
    if (said) setStatus(said)
    else location.assign(href) // a quick-add failure sends the shopper to the product page
  }
  // A product with variations needs a choice first: the buy button is then a link to its page.
  const Buy = needsChoice ? 'a' : 'button'

  return (
    <article className="vt-card" data-inactive={reason ? '' : undefined}>
      <a className="vt-card__link" href={href} onClick={select}>
        {/* The name is in the same link: the picture is decorative there (alt=""), or screen readers say it twice. */}
        <Picture className="vt-card__picture" pictures={product.pictures} alt="" size="normal" />
        <Heading className="vt-card__name">{name}</Heading>
      </a>
      {reason ? (
        <p className="vt-card__status">{t(reason)}</p>
      ) : (
        <Price product={product} installmentsOption={installments} />
      )}
      {!reason && min > 1 && (
        <p className="vt-card__note" id={minId}>
          {t('product.min_note', { count: min })}
        </p>
      )}
      {!reason && (
        <Buy
          className="vt-card__buy"
          {...(needsChoice
            ? { href, onClick: select }
            : { type: 'button', onClick: buy, onPointerEnter: addIntent, onPointerDown: addIntent })}
          aria-label={`${t('product.buy')}: ${name}`}
          aria-describedby={!reason && min > 1 ? minId : undefined}
        >
          {t('product.buy')}
        </Buy>
      )}
      <FavoriteButton productId={product._id} productName={name} />
      <span className={status.shown ? 'vt-card__note' : 'vt-sr-only'} role="status">
        {status.text}
      </span>
      {!isComplete(product) && (
        <p className="vt-card__error" role="alert">
          {t('error.product_load')}
        </p>
      )}
    </article>
  )
}
