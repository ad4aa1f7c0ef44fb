import { lineTotals, lineUnit } from '../../../../core/money/cart-math'
import type { CartItem } from '../../../../core/schemas/cart'
import { cart, money, t } from '../../../../core/runtime'
import { LineQuantity } from '../../../ui/LineQuantity'
import { Picture } from '../../../ui/Picture'
import { productHref } from '../../../ui/product-state'
import { LinePeriod } from './LinePeriod'

/** Lines of one kit sit together under the kit's name; other lines stand alone. */
function groups(items: readonly CartItem[]): Array<{ kit?: string; lines: CartItem[] }> {
  const out: Array<{ kit?: string; lines: CartItem[] }> = []
  const byKit = new Map<string, CartItem[]>()
  for (const item of items) {
    const id = item.kit_product?._id
    if (!id) {
      out.push({ lines: [item] })
      continue
    }
    let lines = byKit.get(id)
    if (!lines) {
      lines = []
      byKit.set(id, lines)
      out.push({ kit: item.kit_product?.name ?? t('cart.kit'), lines })
    }
    lines.push(item)
  }
  return out
}

function Line({ item, total }: { item: CartItem; total: number }) {
  const name = item.name ?? item.sku ?? item.product_id
  const extras = (item.customizations ?? []).map(
    (c) => `${c.label ?? ''}${c.label && c.option ? ': ' : ''}${c.option?.text ?? ''}`
  )
  return (
    <li className="vt-line">
      <Picture className="vt-line__picture" pictures={item.picture ? [item.picture] : undefined} alt="" size="small" />
      <div className="vt-line__info">
        <a className="vt-line__name" href={productHref({ _id: item.product_id, slug: item.slug })}>
          {name}
        </a>
        {item.sku && item.variation_id ? <span className="vt-line__unit">{item.sku}</span> : null}
        {extras.map((x) => (
          <span key={x} className="vt-line__unit">
            {x}
          </span>
        ))}
        <LinePeriod item={item} name={name} />
        <span className="vt-line__unit">{money(lineUnit(item, total))}</span>
      </div>
      {item.kit_product ? (
        <span className="vt-line__qty">
          {t('cart.quantity')}: {item.quantity}
        </span>
      ) : (
        <LineQuantity item={item} name={name} />
      )}
      <span className="vt-line__total">{money(total)}</span>
      <button
        type="button"
        className="vt-line__remove"
        onClick={() => cart.removeItem(item._id)}
        aria-label={`${t('cart.remove')}: ${name}`}
      >
        {t('cart.remove')}
      </button>
    </li>
  )
}

export function CartLines({ items }: { items: readonly CartItem[] }) {
  // Totals of the whole cart at once: a kit's lines share out its price between them.
  const totals = lineTotals(items)
  const total = (line: CartItem) => totals[items.indexOf(line)] ?? 0
  return (
    <ul className="vt-cart__lines">
      {groups(items).map((g) =>
        g.kit ? (
          <li key={g.lines[0]!._id} className="vt-cart__kit">
            <p className="vt-cart__kit-name">
              {t('cart.kit')}: {g.kit}
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
