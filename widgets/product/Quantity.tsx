import { usePageId } from '../ui/page-id'
import { normalizeQuantity } from '../../core/cart/quantity'
import { t } from '../../core/runtime'

interface Props {
  value: number
  min: number | undefined
  /** The lower of the product's max_quantity and the stock. */
  max: number | undefined
  onChange(n: number): void
}

/** Number field clamped by the cart's own rule, with the minimum and maximum spelled out. */
export function Quantity({ value, min, max, onChange }: Props) {
  const id = usePageId()
  const bounds = { min_quantity: min, max_quantity: max }
  const set = (n: number) => onChange(normalizeQuantity(bounds, n))
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
          value={value}
          onChange={(e) => set(e.currentTarget.valueAsNumber)}
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
