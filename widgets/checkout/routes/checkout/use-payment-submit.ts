import { useRef } from 'react'
import type { CheckoutEvent } from '#core/checkout/machine'
import type { PaymentSummary } from '#core/checkout/payment-summary'
import type { PointsSplit } from '#core/checkout/points'
import { t } from '#core/page/context'
import type { Address } from '#core/schemas/customer'
import type { ShippingService } from '#core/schemas/modules'
import { focusFirstInvalid } from '#widgets/checkout/parts/Field'
import { useQuoteWait } from '#widgets/checkout/parts/use-quote-wait'
import { loadCardRules } from '#widgets/checkout/state/card-rules'
import { rememberUsed } from '#widgets/checkout/state/last-used'
import type { useCardChoice } from './CardPart'
import { cardErrors } from './card-errors'
import { keepPurchaseDetails } from './keep-purchase'
import { placePress } from './place-press'
import type { Gateway, Payments } from './use-payments'

/** What 'Finalizar pedido' places: the choices on the review as they are when it is pressed. */
export interface Placing {
  method: string
  gateway?: Gateway
  paying: ReturnType<typeof useCardChoice>
  service?: ShippingService | null
  address: Address
  points: PointsSplit
  summary: PaymentSummary
  payments: Payments
  customerId?: string
  navigate(p: string): void
  send(e: CheckoutEvent): boolean
}

/**
 * The payment form's submit: the card's fields checked (focus on the first wrong one), the press kept while the
 * freight is quoted and the total recomputed, then the order placed with what the review shows.
 */
export function usePaymentSubmit(p: Placing) {
  const form = useRef<HTMLFormElement>(null)
  const submit = async () => {
    const { method, gateway, paying, service } = p
    // The card rules load with the card fields; awaiting them here only matters when the shopper is faster.
    const e = method === 'credit_card' ? cardErrors(paying.card, await loadCardRules(), paying.saved) : {}
    paying.setErrors(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, t(v as 'field.required')])))
    if (Object.keys(e).length) return focusFirstInvalid(form.current)
    if (!quote.ready(Boolean(service)) || !service) return
    rememberUsed(p.customerId, { method, service: service.service_code })
    keepPurchaseDetails(p.address, service.label, p.points.value, gateway?.label ?? method, p.summary.charged)
    const programs = p.payments?.loyalty_points_programs
    const pointsGateway = p.payments?.payment_gateways?.find((g) => g.payment_method.code === 'loyalty_points')
    const card = { card: paying.card, saved: paying.saved }
    const args = { method, gateway, ...card, service, address: p.address, points: p.points, pointsGateway, programs }
    void placePress(args, p.navigate, p.send)
  }
  const quote = useQuoteWait(form, () => void submit(), true)
  return { form, quote, submit }
}
