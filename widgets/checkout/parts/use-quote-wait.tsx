import { useStore } from '@nanostores/react'
import { type RefObject, useEffect, useState } from 'react'
import { t } from '#core/page/context'
import { $pending, $shipping } from '../state/cart-state'

/**
 * A step's button ('Continuar', 'Finalizar pedido') pressed while the freight is still being quoted is kept, not lost: the button says so and the
 * step goes on (`go`) once the quote is in. A quote that ends without a service says why, with focus on the shipping
 * choice (or on that message where the step shows none). With `totals`, the press also waits while the total is
 * being recomputed (a quantity burst settling, a discount asked again): an order is never placed on the last figures.
 */
export function useQuoteWait(form: RefObject<HTMLFormElement | null>, go: () => void, totals = false) {
  const quoting = useStore($shipping).busy === true
  const stale = useStore($pending).total && totals
  const [waiting, setWaiting] = useState<false | 'shipping' | 'totals'>(false)
  const [missing, setMissing] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the quote ends; go is this render's submit
  useEffect(() => {
    if (!waiting || quoting || stale) return
    setWaiting(false)
    go()
  }, [waiting, quoting, stale])
  /** Whether the order may go on now; otherwise the press waits for the quote (or the total), or the reason is shown. */
  const ready = (hasService: boolean) => {
    // Read now, not from the last render: the caller may have just asked for a quote.
    const busy = $shipping.get().busy === true
    setMissing(!hasService && !busy)
    if (hasService && totals && $pending.get().total) {
      setWaiting('totals')
      return false
    }
    if (hasService) return true
    if (busy) setWaiting('shipping')
    else
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>(
            '.vt-shipping__services input:checked, .vt-shipping__services input, .vt-shipping__failed button, [data-shipping-needed]'
          )
          ?.focus()
      )
    return false
  }
  return { waiting: waiting !== false, forTotals: waiting === 'totals', missing, ready }
}

/** Why the step cannot go on: no shipping service for the address. Focused when nothing else can be. */
export function ShippingNeeded() {
  return (
    <p className="vt-form-error" role="alert" tabIndex={-1} data-shipping-needed>
      {t('checkout.shipping_needed')}
    </p>
  )
}
