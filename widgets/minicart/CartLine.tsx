import { useEffect, useState } from 'react'
import { lineTotal } from '../../core/money/cart-math'
import type { CartItem } from '../../core/schemas/cart'
import { cart, money, t } from '../../core/runtime'
import { Picture } from '../ui/Picture'
import { productHref } from '../ui/product-state'

/**
 * One cart line. The quantity field keeps what the shopper types (it may be empty for a moment: the original
 * storefront's field could not be cleared) and commits on blur or Enter, where the cart rules clamp it.
 */
export function CartLine({ item }: { item: CartItem }) {
  const [draft, setDraft] = useState(String(item.quantity))
  useEffect(() => setDraft(String(item.quantity)), [item.quantity])
  const min = item.min_quantity || 1
  const max = item.max_quantity
  const name = item.name ?? item.sku ?? item.product_id
  const locked = Boolean(item.keep_item_quantity)

  const commit = () => {
    const n = Number(draft)
    if (draft.trim() !== '' && Number.isFinite(n) && n !== item.quantity) cart.setItemQnt(item._id, n)
    // Show what the cart holds: the rules may have clamped the value (0, above the maximum, 2.5) or left it as it was.
    setDraft(String(cart.data.items.find((i) => i._id === item._id)?.quantity ?? item.quantity))
  }

  // The removed button leaves the dialog: focus goes to the next line, else the previous one, else the close button,
  // so it never falls to the page body and out of the dialog's focus trap.
  const removeAndMoveFocus = (e: { currentTarget: EventTarget | null }) => {
    const li = (e.currentTarget as HTMLElement).closest('li')
    const neighbour = li?.nextElementSibling ?? li?.previousElementSibling
    const dialog = li?.closest('[role="dialog"]')
    cart.removeItem(item._id)
    const target =
      neighbour?.querySelector<HTMLElement>('.vt-line__remove') ??
      dialog?.querySelector<HTMLElement>('.vt-drawer__close')
    target?.focus()
  }

  return (
    <li className="vt-line">
      <Picture className="vt-line__picture" pictures={item.picture ? [item.picture] : undefined} alt="" size="small" />
      <div className="vt-line__info">
        {/* Stored lines are untrusted: productHref keeps the link on this store. */}
        <a className="vt-line__name" href={productHref({ _id: item.product_id, slug: item.slug })}>
          {name}
        </a>
        <span className="vt-line__unit">{money(item.final_price ?? item.price)}</span>
      </div>
      <div className="vt-line__qty" role="group" aria-label={`${t('cart.quantity')}: ${name}`}>
        <button
          type="button"
          onClick={() => cart.increaseItemQnt(item._id, -1)}
          disabled={locked || item.quantity <= min}
          aria-label={t('cart.decrease')}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={draft}
          readOnly={locked}
          aria-label={t('cart.quantity')}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
          }}
        />
        <button
          type="button"
          onClick={() => cart.increaseItemQnt(item._id, 1)}
          disabled={locked || (max !== undefined && item.quantity >= max)}
          aria-label={t('cart.increase')}
        >
          +
        </button>
      </div>
      <span className="vt-line__total">{money(lineTotal(item))}</span>
      <button
        type="button"
        className="vt-line__remove"
        onClick={removeAndMoveFocus}
        aria-label={`${t('cart.remove')}: ${name}`}
      >
        {t('cart.remove')}
      </button>
    </li>
  )
}
