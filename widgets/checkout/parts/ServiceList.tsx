import { useStore } from '@nanostores/react'

import { money, t } from '../../../core/runtime'
import { $shipping, chooseService } from '../state/cart-state'
import { usePageId } from '../../ui/page-id'

const days = (d?: { days: number; working_days?: boolean }) =>
  !d
    ? ''
    : t(
        `shipping.delivery${d.working_days ? '_working' : ''}_days_${d.days === 1 ? 'one' : 'other'}` as 'shipping.delivery_days_one',
        { days: d.days }
      )

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
            {s.label} · {days(s.shipping_line.delivery_time)} ·{' '}
            {s.shipping_line.total_price ? money(s.shipping_line.total_price) : t('shipping.free')}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
