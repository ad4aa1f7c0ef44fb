import type { ReactNode } from 'react'
import { lineUnit } from '#core/money/cart-math'
import type { CartItem } from '#core/schemas/cart'
import { money, t } from '#core/page/context'
import { isFreebie } from '#core/cart/freebie-flag'
import { LineQuantity } from './LineQuantity'
import { lineSubscription } from './period-label'
import { Picture } from './Picture'
import { productHref } from './product-state'
import { removeLine } from './remove-line'

export interface CartLineProps {
  item: CartItem
  /** The line's total as the cart counts it: a kit's lines share out its price. */
  total: number
  /** Where focus goes when the last line is removed (see removeLine). */
  fallback: (from: HTMLElement) => HTMLElement | null
  /** What the line shows of its subscription period; the minicart says it, the cart page lets it change. */
  period?: (name: string) => ReactNode
  /** A part of a kit listed under its kit: the kit's 'Remover kit' removes it with the others, so it has no remove. */
  inKit?: boolean
}

/**
 * One cart line, as the minicart and the cart page show it: picture, name, what tells it apart from the product's
 * other lines (the variation's SKU, the customizations, the subscription), unit price, quantity, line total, remove.
 * A kit's parts keep the quantity the kit gave them, so they show it rather than a control, and their line total only.
 */
export function CartLine({ item, total, fallback, period, inKit = false }: CartLineProps) {
  const name = item.name ?? item.sku ?? item.product_id
  const subscription = lineSubscription(item.flags)
  // A free gift is the discount module's to give and take: its quantity is fixed and it has no remove button.
  const gift = isFreebie(item)
  return (
    <li className="vt-line" data-line={item._id}>
      <Picture className="vt-line__picture" pictures={item.picture ? [item.picture] : undefined} alt="" size="small" />
      <div className="vt-line__info">
        {/* Stored lines are untrusted: productHref keeps the link on this store. */}
        <a className="vt-line__name" href={productHref({ _id: item.product_id, slug: item.slug })}>
          {name}
        </a>
        {item.sku && item.variation_id ? <span className="vt-line__unit">{item.sku}</span> : null}
        {item.customizations?.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's customizations never reorder
          <span key={i} className="vt-line__unit">
            {c.label && `${c.label}: `}
            {c.option?.text}
          </span>
        ))}
        {period ? period(name) : subscription && <span className="vt-line__unit">{subscription}</span>}
        {/* A kit part's share of the kit's price is no unit price: 2 x R$ 254,23 would not make its R$ 508,45. */}
        {gift ? (
          <span className="vt-line__gift">{t('cart.freebie')}</span>
        ) : item.kit_product ? null : (
          <span className="vt-line__unit">{money(lineUnit(item, total))}</span>
        )}
      </div>
      {item.kit_product || gift ? (
        <span className="vt-line__qty">
          {t('cart.quantity')}: {item.quantity}
        </span>
      ) : (
        <LineQuantity item={item} name={name} />
      )}
      <span className="vt-line__total">{money(total)}</span>
      {gift || inKit ? null : (
        <button
          type="button"
          className="vt-line__remove"
          data-remove={item._id}
          onClick={(e) => removeLine(e.currentTarget, item._id, fallback)}
          aria-label={`${t('cart.remove')}: ${name}`}
        >
          {t('cart.remove')}
        </button>
      )}
    </li>
  )
}
