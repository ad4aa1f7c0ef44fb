import { useEffect } from 'react'
import { preferredMethod } from '#core/checkout/returning'
import { paymentDiscount } from '#core/money/discounts'
import { isPix } from '#core/payments/pix'
import { bus, cart, money, t } from '#core/page/context'
import { patchDraft } from '#widgets/checkout/state/draft'
import { cashDiscount } from './payment-summary-of'
import type { Gateway, Payments } from './use-payments'

/** The methods offered (loyalty points are a part payment, not a method) and the one chosen, the first by default. */
export function usePaymentMethod(payments: Payments, chosen: string, last?: string) {
  const gateways = (payments?.payment_gateways ?? []).filter((g) => g.payment_method.code !== 'loyalty_points')
  const method = preferredMethod(
    gateways.map((g) => g.payment_method.code),
    chosen,
    last
  )
  useEffect(() => {
    if (method) bus.emit('checkout:payment', { cart: cart.data, method })
  }, [method])
  return { gateways, method, gateway: gateways.find((g) => g.payment_method.code === method) }
}

/** One radio per method; boleto and Pix show their discount and the total it gives before they are chosen. */
export function MethodChoice({
  gateways,
  method,
  payments,
  rest,
  legend
}: {
  gateways: Gateway[]
  method: string
  payments: Payments
  rest: number
  /** Shown when the step's heading is not the method's (a returning customer's review). */
  legend?: boolean
}) {
  const offer = (g: Gateway) => {
    const discount = cashDiscount(g, payments)
    const total = discount ? paymentDiscount(rest, discount, { total: true }) : null
    if (!discount || total === null || total >= rest) return ''
    const key = isPix(g) ? 'checkout.pix_discount' : 'checkout.boleto_discount'
    return ` · ${t(key, { value: discount.value, total: money(total) })}`
  }
  return (
    // The step's heading already shows these words: the group keeps them as its name, not as a second text.
    <fieldset aria-label={legend ? undefined : t('checkout.payment_method')}>
      {legend ? <legend>{t('checkout.payment_method')}</legend> : null}
      {gateways.map((g) => (
        <label key={g.payment_method.code} className="vt-choice">
          <input
            type="radio"
            name="method"
            checked={method === g.payment_method.code}
            onChange={() => patchDraft({ method: g.payment_method.code })}
          />
          {g.label}
          {offer(g)}
        </label>
      ))}
    </fieldset>
  )
}
