import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { bus, cart, money, t } from '../../core/runtime'
import { Drawer } from '../ui/Drawer'
import { CartLine } from './CartLine'

export interface MinicartProps {
  checkoutUrl: string
  cartUrl: string
  openOnAdd: boolean
}

/** The drawer opens on every add when the theme asked for it (data-open-on-add), so the shopper sees what happened. */
function useOpenOnAdd(openOnAdd: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!openOnAdd) return
    const show = () => setOpen(true)
    bus.on('cart:addItem', show)
    return () => bus.off('cart:addItem', show)
  }, [openOnAdd])
}

/** The header button: cart icon and item count; the count is announced through the status next to it. */
function CartButton({ count, label, open, onOpen }: { count: number; label: string; open: boolean; onOpen(): void }) {
  return (
    <button
      type="button"
      className="vt-minicart__button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`${t('minicart.open')}, ${label}`}
      onClick={onOpen}
    >
      <svg className="vt-minicart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.6 2H1v2h4.2Z"
        />
      </svg>
      <span className="vt-minicart__badge" data-count={count} aria-hidden="true">
        {count}
      </span>
    </button>
  )
}

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

export function Minicart({ checkoutUrl, cartUrl, openOnAdd }: MinicartProps) {
  const data = useStore(cart.$cart)
  const [open, setOpen] = useState(false)
  const count = data.items.reduce((n, i) => n + i.quantity, 0)
  useOpenOnAdd(openOnAdd, setOpen)
  const close = () => setOpen(false)
  const label = count === 1 ? t('minicart.items_one') : t('minicart.items_other', { count })
  return (
    <>
      <CartButton count={count} label={label} open={open} onOpen={() => setOpen(true)} />
      <span className="vt-sr-only" role="status" aria-live="polite">
        {label}
      </span>
      <Drawer
        open={open}
        title={t('cart.title')}
        closeLabel={t('minicart.close')}
        onClose={close}
        footer={
          data.items.length > 0 && (
            <Footer subtotal={data.subtotal} checkoutUrl={checkoutUrl} cartUrl={cartUrl} onClose={close} />
          )
        }
      >
        {data.items.length === 0 ? (
          <p className="vt-minicart__empty">{t('cart.empty')}</p>
        ) : (
          <ul className="vt-minicart__lines">
            {data.items.map((item) => (
              <CartLine key={item._id} item={item} />
            ))}
          </ul>
        )}
      </Drawer>
    </>
  )
}
