import { isPeriod, PERIODS, periodOfFlags } from '#core/account/subscription'
import type { CartItem } from '#core/schemas/cart'
import { cart, t } from '#core/page/context'
import { PERIOD_LABEL } from '#widgets/ui/period-label'

/**
 * The period of a line bought as a subscription, changeable in the cart (the checkout's subscription period choice):
 * a native select whose name also says which line it is ('Periodicidade: Jogo de lençol'), as a cart can hold several.
 * One-off lines show nothing.
 */
export function LinePeriod({ item, name }: { item: CartItem; name: string }) {
  const period = periodOfFlags(item.flags)
  if (!period) return null
  return (
    <label className="vt-line__period">
      {t('subscription.period')}
      <select
        value={period}
        aria-label={`${t('subscription.period')}: ${name}`}
        onChange={(e) => isPeriod(e.currentTarget.value) && cart.setItemPeriod(item._id, e.currentTarget.value)}
      >
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(PERIOD_LABEL[p])}
          </option>
        ))}
      </select>
    </label>
  )
}
