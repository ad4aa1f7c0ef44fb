import { useStore } from '@nanostores/react'

import { money, t } from '../../../core/runtime'
import { $shipping, chooseService } from '../state/cart-state'
import { deliveryDays } from '../../../core/shipping/services'
import { deliveryTime } from '../../ui/delivery-time'
import { usePageId } from '../../ui/page-id'

/** The quoted services, cheapest first, one chosen (the choice is kept while the CEP stays the same). */
export function ServiceList() {
  const shipping = useStore($shipping)
  const name = usePageId()
  if (shipping.error) return <p role="alert">{t('shipping.no_options')}</p>
  if (!shipping.services.length) return null
  const chosen = shipping.code ?? shipping.services[0]?.service_code
  return (
    <fieldset className="vt-shipping__services">
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
            {s.shipping_line.total_price ? money(s.shipping_line.total_price) : t('shipping.free')}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
