import { t } from '#core/page/context'
import { ShippingNeeded, type useQuoteWait } from '#widgets/checkout/parts/use-quote-wait'

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
  const held = quote.forTotals ? t('checkout.waiting_totals') : quote.waiting ? t('checkout.waiting_shipping') : ''
  const label = busy ? t(slow ? 'checkout.still_processing' : 'checkout.processing') : held || t('checkout.place_order')
  return (
    <>
      {quote.missing ? <ShippingNeeded /> : null}
      {/* The pressed button's new name is not read out by every screen reader: the wait is also said here. */}
      <span className="vt-sr-only" role="status">
        {held}
      </span>
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
