import { useStore } from '@nanostores/react'
import { isFreebie } from '#core/cart/freebie-flag'
import { lineTotals } from '#core/money/cart-math'
import { cart, money, t } from '#core/page/context'

/** What the order holds, as the review before placing it lists it: quantity, name and line total; a gift says so. */
export function ReviewItems() {
  const { items } = useStore(cart.$cart)
  const totals = lineTotals(items)
  return (
    <ul className="vt-review__items">
      {items.map((item, i) => (
        <li key={item._id}>
          <span>
            {item.quantity} × {item.name ?? item.sku ?? item.product_id}
            {isFreebie(item) ? (
              <>
                {' '}
                <span className="vt-line__gift">{t('cart.freebie')}</span>
              </>
            ) : null}
          </span>
          <span>{money(totals[i] ?? 0)}</span>
        </li>
      ))}
    </ul>
  )
}
