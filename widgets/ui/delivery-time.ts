import type { ShippingQuote } from '#core/shipping/services'
import { t } from '#core/page/context'

/** 'Até 3 dias úteis' (or calendar days when the service says so); '' when the service gives no delivery time. */
export function deliveryTime(q: Pick<ShippingQuote, 'days' | 'workingDays'>): string {
  if (q.days === undefined) return ''
  // Literal keys: the build finds the labels a chunk needs by the keys written in its sources.
  const key = q.workingDays
    ? q.days === 1
      ? 'shipping.delivery_working_days_one'
      : 'shipping.delivery_working_days_other'
    : q.days === 1
      ? 'shipping.delivery_days_one'
      : 'shipping.delivery_days_other'
  return t(key, { days: q.days })
}
