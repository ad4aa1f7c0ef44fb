import { useState } from 'react'
import { usePageId } from '../ui/page-id'
import { normalizeQuantity } from '#core/cart/quantity'
import { t } from '#core/page/context'

interface Props {
  value: number
  min: number | undefined
  /** The stock of the product or the chosen variation: the platform's most per line. */
  max: number | undefined
  onChange(n: number): void
}

/**
 * Number field clamped by the cart's own rule, with the minimum and maximum spelled out. While the shopper types,
 * the field keeps the text (it may be empty for a moment, or 1 on the way to 15) and the page already buys the
 * clamped amount; leaving the field, or Enter, shows the clamped amount: a 1 under a minimum of 2 becomes 2.
 */
export function Quantity({ value, min, max, onChange }: Props) {
  const id = usePageId()
  const [draft, setDraft] = useState<string | null>(null)
  const bounds = { min_quantity: min, max_quantity: max }
  const set = (n: number) => onChange(normalizeQuantity(bounds, n))
  const type = (text: string) => {
    setDraft(text)
    set(text.trim() === '' ? Number.NaN : Number(text))
  }
  return (
    <div className="vt-product__quantity">
      <label htmlFor={id}>{t('product.quantity')}</label>
      <div className="vt-product__stepper">
        <button type="button" aria-label={t('cart.decrease')} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min ?? 1}
          max={max}
          value={draft ?? String(value)}
          onInput={(e) => type(e.currentTarget.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(e) => e.key === 'Enter' && setDraft(null)}
        />
        <button type="button" aria-label={t('cart.increase')} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      {min !== undefined && min > 1 && (
        <span className="vt-product__limit">{t('product.min_quantity', { count: min })}</span>
      )}
      {max !== undefined && (
        <span className="vt-product__limit">
          {t(max === 1 ? 'product.max_quantity_one' : 'product.max_quantity', { count: max })}
        </span>
      )}
    </div>
  )
}
