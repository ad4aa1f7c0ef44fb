import type { CartItem } from '#core/schemas/cart'
import { CartGroups } from '#widgets/ui/CartGroups'
import { CartLine } from '#widgets/ui/CartLine'
import { LinePeriod } from './LinePeriod'

/** The last line removed: focus goes to the page's heading, above the empty cart's message. */
const heading = (from: HTMLElement) => from.closest('.vt-cart')?.querySelector<HTMLElement>('h1') ?? null

function Line({ item, total, inKit }: { item: CartItem; total: number; inKit: boolean }) {
  return (
    <CartLine
      item={item}
      total={total}
      fallback={heading}
      inKit={inKit}
      period={(name) => <LinePeriod item={item} name={name} />}
    />
  )
}

/** The cart page's lines: a kit as one group with one 'Remover kit' (CartGroups). */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  return (
    <CartGroups
      items={items}
      className="vt-cart__lines"
      fallback={heading}
      line={(item, total, inKit) => <Line key={item._id} item={item} total={total} inKit={inKit} />}
    />
  )
}
