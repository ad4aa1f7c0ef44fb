import { useEffect, useState } from 'react'
import type { Product, Variation } from '#core/schemas/product'
import { type Period, soldBySubscription, subscriptionFlag } from '#core/account/subscription'
import { addIntent } from '#core/page/add-intent'
import { cart, t } from '#core/page/context'
import { SubscriptionPeriod } from '../ui/SubscriptionPeriod'
import { addToCart } from './buy'
import type { KitHandle } from './Kit'
import { Quantity } from './Quantity'
import { Shipping } from './Shipping'

// The original shows "only N left" below this many units.
const LOW_STOCK = 12
const CART_URL = '/app/#/cart'

interface Props {
  product: Product
  variation: Variation | undefined
  values: Record<string, string>
  /** One unit's price with the chosen customizations. */
  value: number
  /** A kit's parts and choices, once its code has loaded (null before, or for a product that is not a kit). */
  kit: { current: KitHandle | null }
  /** Says what is missing and answers true when a grid or a kit part is still unchosen. */
  needChoice(): boolean
}

/** The quantity asked for, kept within the line's minimum and the stock of the chosen variation (its maximum). */
function useQuantity(product: Product, variation: Variation | undefined) {
  const stock = variation ? variation.quantity : product.variations?.length ? undefined : product.quantity
  const max = stock
  const min = product.min_quantity
  const [quantity, setQuantity] = useState(Math.max(1, min ?? 1))
  // A new variation may have less stock than the quantity typed for the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new stock limit (another variation) clamps the quantity; typing does not
  useEffect(() => {
    if (max !== undefined && quantity > max) setQuantity(Math.max(max, min ?? 1))
  }, [max])
  return { stock, min, max, quantity, setQuantity }
}

/** Whether the cart already holds as many of this product (and variation) as may be bought. */
function atMax(product: Product, variation: Variation | undefined, max: number | undefined): boolean {
  const line = cart.data.items.find((i) => i.product_id === product._id && i.variation_id === variation?._id)
  return max !== undefined && line !== undefined && line.quantity >= max
}

/** Quantity, stock note, the subscription period (subscription products), 'Comprar' and 'Comprar agora'. */
export function BuyBox({ product, variation, values, value, kit, needChoice }: Props) {
  const { stock, min, max, quantity, setQuantity } = useQuantity(product, variation)
  const [status, setStatus] = useState('')
  // A subscription product is bought as a subscription: the line carries its period as the platform's flag.
  const [period, setPeriod] = useState<Period>('monthly')
  const subscription = soldBySubscription(product)
  const flags = subscription ? [subscriptionFlag(period)] : undefined

  const buy = (now: boolean) => {
    if (needChoice()) return
    if (stock === 0) return setStatus(t('product.out_of_stock'))
    const line = product.kit_composition?.length
      ? (kit.current?.add(quantity) ?? null)
      : addToCart(product, variation?._id, quantity, values, flags)
    if (!line) {
      console.error('[vitrine] product: add to cart refused', product._id, variation?._id)
      return setStatus(t(atMax(product, variation, max) ? 'product.max_in_cart' : 'product.add_failed'))
    }
    setStatus(t('cart.item_added'))
    if (now) location.assign(CART_URL)
  }

  return (
    <div className="vt-product__buy">
      <Quantity value={quantity} min={min} max={max} onChange={setQuantity} />
      {stock === 0 ? (
        <p className="vt-product__stock">{t('product.out_of_stock')}</p>
      ) : stock !== undefined && stock < LOW_STOCK ? (
        <p className="vt-product__stock">
          {t(stock === 1 ? 'product.stock_left_one' : 'product.stock_left', { count: stock })}
        </p>
      ) : null}
      {subscription && <SubscriptionPeriod value={period} onChange={setPeriod} />}
      <div className="vt-product__actions">
        <button
          type="button"
          className="vt-product__buy-button"
          onClick={() => buy(false)}
          onPointerEnter={addIntent}
          onPointerDown={addIntent}
        >
          {t('product.buy')}
        </button>
        <button type="button" className="vt-product__buy-now" onClick={() => buy(true)}>
          {t('product.buy_now')}
        </button>
      </div>
      <p className="vt-product__status" role="status">
        {status}
      </p>
      <Shipping
        item={{
          product_id: product._id,
          ...(variation ? { variation_id: variation._id } : {}),
          quantity,
          price: value
        }}
      />
    </div>
  )
}
