import { lineGroups } from '../../../../core/cart/line-groups'
import { lineTotals } from '../../../../core/money/cart-math'
import type { CartItem } from '../../../../core/schemas/cart'
import { t } from '../../../../core/runtime'
import { CartLine } from '../../../ui/CartLine'
import { LinePeriod } from './LinePeriod'

/** The last line removed: focus goes to the page's heading, above the empty cart's message. */
const heading = (from: HTMLElement) => from.closest('.vt-cart')?.querySelector<HTMLElement>('h1') ?? null

function Line({ item, total }: { item: CartItem; total: number }) {
  return (
    <CartLine item={item} total={total} fallback={heading} period={(name) => <LinePeriod item={item} name={name} />} />
  )
}

export function CartLines({ items }: { items: readonly CartItem[] }) {
  // Totals of the whole cart at once: a kit's lines share out its price between them.
  const totals = lineTotals(items)
  const total = (line: CartItem) => totals[items.indexOf(line)] ?? 0
  return (
    <ul className="vt-cart__lines" data-cart-lines>
      {lineGroups(items).map((g) =>
        g.kit ? (
          <li key={g.lines[0]!._id} className="vt-cart__kit">
            <p className="vt-cart__kit-name">
              {t('cart.kit')}: {g.kit.name ?? t('cart.kit')}
            </p>
            <ul>
              {g.lines.map((l) => (
                <Line key={l._id} item={l} total={total(l)} />
              ))}
            </ul>
          </li>
        ) : (
          <Line key={g.lines[0]!._id} item={g.lines[0]!} total={total(g.lines[0]!)} />
        )
      )}
    </ul>
  )
}
