import { useStore } from '@nanostores/react'
import { useEffect, useLayoutEffect, useState } from 'react'
import { bus, cart, t } from '#core/page/context'
import { onAddIntent } from '#core/page/add-intent'
import { takeRecentAdd } from '#core/page/recent-add'
import { ThemeIcon } from '../ui/theme-icon'

// The drawer (lines, quantities, focus trap) is only needed once the shopper opens it: fetched on the first hover, focus
// or press of the button or, when the drawer opens on add, as a pointer comes onto a 'Comprar' — not with the header on
// every page.
type Panel = typeof import('./MinicartPanel')['MinicartPanel']
let panelModule: Promise<Panel> | undefined
/** Once loaded, the drawer opens in the same render as the add or press that asked for it. */
let LoadedPanel: Panel | undefined
const loadPanel = () =>
  (panelModule ??= import('./MinicartPanel').then((m) => {
    LoadedPanel = m.MinicartPanel
    return m.MinicartPanel
  }))

export interface MinicartProps {
  checkoutUrl: string
  cartUrl: string
  openOnAdd: boolean
  /** The theme's own cart icon (`data-icon` in the server markup), shown instead of ours. */
  icon?: Element | undefined
}

/**
 * The drawer opens on every add when the theme asked for it (data-open-on-add), so the shopper sees what happened.
 * Subscribed as the island renders (a layout effect), not after the next paint: an add made as soon as the widget says
 * it is ready (a quick tap, a theme script) was missed under load.
 */
function useOpenOnAdd(openOnAdd: boolean, openPanel: () => void) {
  const [added, setAdded] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: openPanel only sets state: a listener bound to the first one opens the same panel
  useLayoutEffect(() => {
    const show = ({ item }: { item: { _id: string } }) => {
      setAdded(item._id)
      if (openOnAdd) openPanel()
    }
    // An add made just before the island mounted (it loads when the page is idle) is shown as if it came now.
    const early = takeRecentAdd()
    if (early) show({ item: { _id: early } })
    bus.on('cart:addItem', show)
    return () => bus.off('cart:addItem', show)
  }, [openOnAdd])
  return [added, () => setAdded(null)] as const
}

/** The header button: cart icon and item count; the count is announced through the status next to it. */
function CartButton({
  count,
  label,
  open,
  onOpen,
  icon
}: {
  count: number
  label: string
  open: boolean
  onOpen(): void
  icon?: Element | undefined
}) {
  return (
    <button
      type="button"
      className="vt-minicart__button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`${t('minicart.open')}, ${label}`}
      onPointerEnter={loadPanel}
      onFocus={loadPanel}
      onClick={onOpen}
    >
      {icon ? (
        <ThemeIcon node={icon} />
      ) : (
        <svg className="vt-minicart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.6 2H1v2h4.2Z"
          />
        </svg>
      )}
      <span className="vt-minicart__badge" data-count={count} aria-hidden="true">
        {count}
      </span>
    </button>
  )
}

export function Minicart({ checkoutUrl, cartUrl, openOnAdd, icon }: MinicartProps) {
  const data = useStore(cart.$cart)
  const [open, setOpen] = useState(false)
  const count = data.items.reduce((n, i) => n + i.quantity, 0)
  const openPanel = () => {
    if (LoadedPanel) return setOpen(true)
    loadPanel().then(
      () => setOpen(true),
      (e) => {
        console.error('[vitrine] minicart drawer unavailable', e)
        location.assign(cartUrl) // the cart page shows the same lines
      }
    )
  }
  // The last add is shown when the drawer opens (on the add, or later from the button), until it is closed.
  const [added, seen] = useOpenOnAdd(openOnAdd, openPanel)
  useEffect(() => (openOnAdd ? onAddIntent(() => void loadPanel()) : undefined), [openOnAdd])
  const label = count === 1 ? t('minicart.items_one') : t('minicart.items_other', { count })
  return (
    <>
      <CartButton count={count} label={label} open={open} onOpen={openPanel} icon={icon} />
      <span className="vt-sr-only" role="status" aria-live="polite">
        {label}
      </span>
      {LoadedPanel && (
        <LoadedPanel
          open={open}
          checkoutUrl={checkoutUrl}
          cartUrl={cartUrl}
          added={added}
          onClose={() => {
            setOpen(false)
            seen()
          }}
        />
      )}
    </>
  )
}
