import { useStore } from '@nanostores/react'
import { cart, money, t } from '../../core/runtime'
import { lineTotals } from '../../core/money/cart-math'
import { Drawer } from '../ui/Drawer'
import { CartLine } from '../ui/CartLine'

/** The last line removed: focus stays in the dialog, on its close button. */
const closeButton = (from: HTMLElement) =>
  from.closest('dialog')?.querySelector<HTMLElement>('.vt-drawer__close') ?? null

/** Subtotal and the ways on: checkout, the full cart, back to the shop. */
function Footer({
  subtotal,
  checkoutUrl,
  cartUrl,
  onClose
}: {
  subtotal: number
  checkoutUrl: string
  cartUrl: string
  onClose(): void
}) {
  return (
    <>
      <p className="vt-minicart__subtotal">
        <span>{t('cart.subtotal')}</span> <strong>{money(subtotal)}</strong>
      </p>
      <a className="vt-button vt-button--primary" href={checkoutUrl}>
        {t('cart.checkout')}
      </a>
      <a className="vt-button" href={cartUrl}>
        {t('cart.see_cart')}
      </a>
      <button type="button" className="vt-button" onClick={onClose}>
        {t('cart.continue_shopping')}
      </button>
    </>
  )
}

export interface MinicartPanelProps {
  open: boolean
  checkoutUrl: string
  cartUrl: string
  onClose(): void
}

/** The drawer: the cart's lines, or its empty state, and the footer. */
export function MinicartPanel({ open, checkoutUrl, cartUrl, onClose }: MinicartPanelProps) {
  const data = useStore(cart.$cart)
  const totals = lineTotals(data.items)
  return (
    <Drawer
      open={open}
      title={t('cart.title')}
      closeLabel={t('minicart.close')}
      onClose={onClose}
      footer={
        data.items.length > 0 && (
          <Footer subtotal={data.subtotal} checkoutUrl={checkoutUrl} cartUrl={cartUrl} onClose={onClose} />
        )
      }
    >
      {data.items.length === 0 ? (
        <p className="vt-minicart__empty">{t('cart.empty')}</p>
      ) : (
        <ul className="vt-minicart__lines" data-cart-lines>
          {data.items.map((item, i) => (
            <CartLine key={item._id} item={item} total={totals[i] ?? 0} fallback={closeButton} />
          ))}
        </ul>
      )}
    </Drawer>
  )
}
