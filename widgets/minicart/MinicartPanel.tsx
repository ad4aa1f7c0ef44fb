import { useStore } from '@nanostores/react'
import { cart, money, t } from '#core/page/context'
import { Drawer } from '../ui/Drawer'
import { CartGroups } from '../ui/CartGroups'
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
  /** The line the shopper just added, shown and marked when the drawer opens on it. */
  added?: string | null
  onClose(): void
}

/** The drawer: the cart's lines, or its empty state, and the footer. */
export function MinicartPanel({ open, checkoutUrl, cartUrl, added, onClose }: MinicartPanelProps) {
  const data = useStore(cart.$cart)
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
      {data.items.length === 0 && <p className="vt-minicart__empty">{t('cart.empty')}</p>}
      <CartGroups
        items={data.items}
        className="vt-minicart__lines"
        fallback={closeButton}
        added={open ? added : null}
        line={(item, total, inKit) => (
          <CartLine key={item._id} item={item} total={total} fallback={closeButton} inKit={inKit} />
        )}
      />
    </Drawer>
  )
}
