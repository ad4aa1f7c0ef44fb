import type { splitPoints } from '#core/checkout/points'
import { paymentSummary } from '#core/checkout/payment-summary'
import { isPix, pixDiscountOption } from '#core/payments/pix'
import type { Gateway, Payments } from './use-payments'

/** The discount of a method paid at once (boleto: the store's discount option; Pix: its gateway's), if any. */
export function cashDiscount(gateway: Gateway | undefined, payments: Payments) {
  if (gateway?.payment_method.code === 'banking_billet') return payments?.discount_option
  return isPix(gateway) ? pixDiscountOption([gateway]) : undefined
}

/** What the order costs with the method and plan chosen (the boleto's discount, a card plan's interest). */
export function summaryOf(
  points: ReturnType<typeof splitPoints>,
  method: string,
  payments: Payments,
  gateway: Gateway | undefined,
  installments: number
) {
  return paymentSummary(points, {
    boleto: cashDiscount(gateway, payments),
    installment:
      method === 'credit_card' ? gateway?.installment_options?.find((o) => o.number === installments) : undefined
  })
}
