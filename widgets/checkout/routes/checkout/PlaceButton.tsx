import { t } from '../../../../core/runtime'
import { ShippingNeeded, type useQuoteWait } from '../../parts/use-quote-wait'

/** 'Finalizar pedido', saying what it waits for; above it, why it cannot go on without a shipping service. */
export function PlaceButton({
  busy,
  slow,
  quote
}: {
  busy: boolean
  slow: boolean
  quote: ReturnType<typeof useQuoteWait>
}) {
  const waiting = busy || quote.waiting
  const label = busy
    ? t(slow ? 'checkout.still_processing' : 'checkout.processing')
    : t(quote.waiting ? 'checkout.waiting_shipping' : 'checkout.place_order')
  return (
    <>
      {quote.missing ? <ShippingNeeded /> : null}
      {/* aria-disabled, not disabled: a disabled button drops keyboard focus on the page, so after a refusal the
        shopper would start again from the top; place() and the quote wait ignore presses meanwhile. */}
      <button
        type="submit"
        className="vt-button vt-button--primary"
        aria-disabled={waiting || undefined}
        aria-busy={waiting}
      >
        {label}
      </button>
    </>
  )
}
