import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { cart, money, t } from '#core/page/context'
import { $totals } from '../state/cart-state'

// Wide enough for the summary to sit open beside the step; on a phone it starts collapsed to its total.
const WIDE = '(min-width: 900px)'

/**
 * What is being bought, on every checkout step: the lines and the total. A disclosure (details/summary), open on a wide
 * screen and collapsed on a phone, where its one line still says the count and the total.
 */
export function CartSummary() {
  const c = useStore(cart.$cart)
  const totals = useStore($totals)
  const [open, setOpen] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches)
  const count = c.items.reduce((n, i) => n + i.quantity, 0)
  return (
    <details className="vt-summary" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        {t(count === 1 ? 'checkout.summary_one' : 'checkout.summary_other', { count, total: money(totals.total) })}
      </summary>
      <ul className="vt-summary__lines">
        {c.items.map((i) => (
          <li key={i._id}>
            <span>
              {i.quantity} × {i.name}
            </span>
            <span>{money((i.final_price ?? i.price) * i.quantity)}</span>
          </li>
        ))}
      </ul>
    </details>
  )
}
