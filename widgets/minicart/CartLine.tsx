import { lineUnit } from '../../core/money/cart-math'
import type { CartItem } from '../../core/schemas/cart'
import { cart, money, t } from '../../core/runtime'
import { LineQuantity } from '../ui/LineQuantity'
import { lineSubscription } from '../ui/period-label'
import { Picture } from '../ui/Picture'
import { productHref } from '../ui/product-state'

/**
 * One cart line of the drawer: picture, name, customizations, unit price, quantity, line total (the cart's: a kit's
 * lines share out its price), remove.
 */
export function CartLine({ item, total }: { item: CartItem; total: number }) {
  const name = item.name ?? item.sku ?? item.product_id
  const subscription = lineSubscription(item.flags)

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
        {/* Personalised lines of one product differ only by what was personalised: each says it. */}
        {item.customizations?.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line's customizations never reorder
          <span key={i} className="vt-line__unit">
            {c.label && `${c.label}: `}
            {c.option?.text}
          </span>
        ))}
        {subscription && <span className="vt-line__unit">{subscription}</span>}
        <span className="vt-line__unit">{money(lineUnit(item, total))}</span>
      </div>
      <LineQuantity item={item} name={name} />
      <span className="vt-line__total">{money(total)}</span>
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
