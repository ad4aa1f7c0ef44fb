import { useStore } from '@nanostores/react'
import type { RefObject } from 'react'
import { money, t } from '#core/page/context'
import { serviceFreight } from '#core/checkout/totals'
import type { DiscountRule, ShippingService } from '#core/schemas/modules'
import { $discount, $shipping, chooseService, quoteShipping } from '../state/cart-state'
import { deliveryDays } from '#core/shipping/services'
import { deliveryTime } from '#widgets/ui/delivery-time'
import { usePageId } from '#widgets/ui/page-id'
import { RetryButton } from './RetryButton'
import { useRefocus } from './use-refocus'

/** calculate_shipping did not answer: said as on the product page, with a retry for the same CEP. */
function QuoteFailed({ box, zip, busy }: { box: RefObject<HTMLElement>; zip: string; busy?: boolean }) {
  return (
    <div className="vt-shipping__failed" ref={box as RefObject<HTMLDivElement>}>
      <p className="vt-form-error" role="alert">
        {t('shipping.failed')}
      </p>
      <RetryButton busy={busy} retry={() => void quoteShipping(zip)} />
    </div>
  )
}

/** What the shopper pays for the service: a coupon that cancels the freight shows the quote struck through. */
function Freight({ service, rule }: { service: ShippingService; rule?: DiscountRule }) {
  const quoted = service.shipping_line.total_price
  const paid = serviceFreight(service, rule)
  const shown = paid ? money(paid) : t('shipping.free')
  if (paid === quoted) return shown
  return (
    <>
      <del>{money(quoted)}</del> {shown}
    </>
  )
}

/** The quoted services, cheapest first, one chosen (the choice is kept while the CEP stays the same). */
export function ServiceList() {
  const shipping = useStore($shipping)
  const { rule } = useStore($discount)
  const name = usePageId()
  // The chosen service, else the retry, else the message.
  const box = useRefocus<HTMLElement>(Boolean(shipping.error), 'input:checked, button')
  if (shipping.error) return <QuoteFailed box={box} zip={shipping.zip} busy={shipping.busy} />
  // The platform answered without services for this CEP: its own message, else the default one.
  if (!shipping.services.length) {
    if (!shipping.zip || shipping.busy) return null
    return (
      <p role="alert" tabIndex={-1} ref={box as RefObject<HTMLParagraphElement>}>
        {shipping.refused || t('shipping.no_options')}
      </p>
    )
  }
  const chosen = shipping.code ?? shipping.services[0]?.service_code
  return (
    <fieldset className="vt-shipping__services" ref={box as RefObject<HTMLFieldSetElement>}>
      <legend>{t('checkout.shipping_method')}</legend>
      {shipping.services.map((s) => (
        <label key={s.service_code ?? s.label} className="vt-choice">
          <input
            type="radio"
            name={name}
            checked={s.service_code === chosen}
            onChange={() => s.service_code && chooseService(s.service_code)}
          />
          <span>
            {[s.label, deliveryTime(deliveryDays(s.shipping_line))].filter(Boolean).join(' · ')} ·{' '}
            <Freight service={s} rule={rule} />
          </span>
        </label>
      ))}
    </fieldset>
  )
}
