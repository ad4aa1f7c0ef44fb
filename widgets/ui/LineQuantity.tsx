import { useEffect, useState } from 'react'
import type { CartItem } from '#core/schemas/cart'
import { cart, t } from '#core/page/context'

/**
 * A cart line's quantity: − / field / +. The field keeps what the shopper types (it may be empty for a moment: the
 * original storefront's field could not be cleared) and commits on blur or Enter; the cart rules then clamp the
 * value to the line's minimum and maximum silently, and the field shows what the cart holds.
 */
export function LineQuantity({ item, name }: { item: CartItem; name: string }) {
  const [draft, setDraft] = useState(String(item.quantity))
  useEffect(() => setDraft(String(item.quantity)), [item.quantity])
  const min = item.min_quantity || 1
  const max = item.max_quantity
  const locked = Boolean(item.keep_item_quantity)
  const commit = () => {
    const n = Number(draft)
    if (draft.trim() !== '' && Number.isFinite(n) && n !== item.quantity) cart.setItemQnt(item._id, n)
    setDraft(String(cart.data.items.find((i) => i._id === item._id)?.quantity ?? item.quantity))
  }
  const canLower = !locked && item.quantity > min
  const canRaise = !locked && (max === undefined || item.quantity < max)
  // aria-disabled, not disabled: a button disabled while it has focus drops focus to the page body (pressing + up to
  // the maximum would lose the shopper's place); the press is ignored instead.
  return (
    <div className="vt-line__qty" role="group" aria-label={`${t('cart.quantity')}: ${name}`}>
      <button
        type="button"
        onClick={() => canLower && cart.increaseItemQnt(item._id, -1)}
        aria-disabled={!canLower}
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
        onClick={() => canRaise && cart.increaseItemQnt(item._id, 1)}
        aria-disabled={!canRaise}
        aria-label={t('cart.increase')}
      >
        +
      </button>
    </div>
  )
}
