import { useEffect, useState } from 'react'
import type { Order } from '#core/schemas/order'
import type { InstallmentOption, PaymentGateway } from '#core/schemas/modules'
import { changeQuote, pointsPaid } from '#core/account/payment-change'
import type { DiscountOption } from '#core/schemas/payment'
import { money, t } from '#core/page/context'
import { Choices } from '#widgets/checkout/parts/Choices'
import { listPayments } from '#widgets/checkout/state/modules'
import { CardFields, type CardErrors, type CardState } from '../checkout/CardFields'
import type { SavedCard } from '#core/schemas/saved-card'
import { useCardOnFile } from '#widgets/checkout/state/saved-cards'

export type NewPayment =
  | { method: 'banking_billet' }
  | { method: 'credit_card'; card: CardState; gateway: PaymentGateway; saved?: SavedCard; installments: number }

const EMPTY_CARD: CardState = { holder: '', number: '', expiry: '', cvv: '' }

interface Offer {
  /** The store's card gateway for this order's total, or null when there is none. */
  gateway: PaymentGateway | null
  /** The store's boleto discount (null: none); undefined while unknown. */
  boleto: DiscountOption | null | undefined
}

/** list_payments for the order's items and amounts; `total`, when given, is what the gateway is to charge. */
function paymentsFor(order: Order, total = order.amount?.total ?? 0) {
  const a = order.amount
  const totals = { subtotal: a?.subtotal ?? 0, discount: a?.discount ?? 0, freight: a?.freight ?? 0, total }
  const items = (order.items ?? []).map((i) => ({ ...i, _id: i._id ?? i.product_id, price: i.price ?? 0 }))
  return listPayments({ _id: order._id, items, subtotal: totals.subtotal } as never, totals)
}

const cardGateway = (p: Awaited<ReturnType<typeof listPayments>> | undefined) =>
  p?.payment_gateways.find((g) => g.payment_method.code === 'credit_card')

/**
 * The card's instalment plans for what it will charge (`amount`; none while it is unknown or a boleto is chosen), as
 * list_payments offers them at the checkout: the platform refuses any other.
 */
function useCardPlans(order: Order, amount: number | undefined): InstallmentOption[] {
  const [plans, setPlans] = useState<InstallmentOption[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plans follow the amount; the order does not change while it is shown
  useEffect(() => {
    if (amount === undefined) return
    let live = true
    paymentsFor(order, amount).then(
      (p) => live && setPlans(cardGateway(p)?.installment_options ?? []),
      () => live && setPlans([]) // one payment is still offered
    )
    return () => {
      live = false
    }
  }, [amount])
  return amount === undefined ? [] : plans
}

/** The store's card gateway and boleto discount for this order's total (list_payments), asked once per order. */
function useOffer(order: Order): Offer {
  const [offer, setOffer] = useState<Offer>({ gateway: null, boleto: undefined })
  // biome-ignore lint/correctness/useExhaustiveDependencies: an order's amounts and items do not change while it is shown: the gateway is asked once per order
  useEffect(() => {
    paymentsFor(order).then(
      (p) =>
        setOffer({
          gateway: cardGateway(p) ?? null,
          boleto: p ? (p.discount_option ?? null) : undefined
        }),
      () => setOffer({ gateway: null, boleto: undefined }) // no card then: a new boleto is still offered
    )
  }, [order._id])
  return offer
}

/**
 * What confirming will charge, by the platform's own rule: the new total, how it differs from the current one, and
 * with points what is left to pay. A polite live region: it is read as the method changes, focus stays where it is.
 */
function ChangeQuoteLine({ order, method, boleto }: { order: Order; method: string; boleto: Offer['boleto'] }) {
  // A boleto's figure waits for the store's discount; a card's needs none.
  const known = method !== 'banking_billet' || boleto !== undefined
  const q = known ? changeQuote(order, method, boleto) : null
  const points = pointsPaid(order)
  const current = order.amount?.total ?? 0
  return (
    <div className="vt-payment-change__quote" role="status" aria-atomic="true" data-change-quote>
      {q && (
        <>
          <p>
            <strong>{t('account.change_total', { total: money(q.total) })}</strong>
          </p>
          <p>
            {q.difference === 0
              ? t('account.change_same')
              : t(q.difference > 0 ? 'account.change_more' : 'account.change_less', {
                  amount: money(Math.abs(q.difference)),
                  current: money(current)
                })}
          </p>
          {points > 0 && <p>{t('account.change_points', { points: money(points), charged: money(q.charged) })}</p>}
        </>
      )}
    </div>
  )
}

/**
 * The choice inside the payment change's confirmation: a new boleto, or a card (tokenised in the browser by the
 * gateway's script when confirmed; the number and CVV stay in this component's memory only).
 */
export function PaymentChoice({
  order,
  onChange,
  errors
}: {
  order: Order
  onChange(p: NewPayment | null): void
  errors: CardErrors
}) {
  const { gateway, boleto } = useOffer(order)
  const [method, setMethod] = useState<NewPayment['method']>('banking_billet')
  const [typed, setCard] = useState<CardState>(EMPTY_CARD)
  // The customer's cards on file are offered here too: only the security code is typed for one.
  const { cards, card, saved } = useCardOnFile(typed, method === 'credit_card' ? (gateway ?? undefined) : undefined)
  const charged = changeQuote(order, 'credit_card', boleto).charged
  const plans = useCardPlans(order, method === 'credit_card' && gateway ? charged : undefined)
  const [chosen, setInstallments] = useState(1)
  // A number the plans for this amount no longer offer falls back to one payment.
  const installments = plans.some((o) => o.number === chosen) ? chosen : 1
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the choice when it changes; onChange is the parent's setter, a new function each render
  useEffect(() => {
    onChange(method === 'credit_card' ? (gateway ? { method, card, gateway, saved, installments } : null) : { method })
  }, [method, typed, gateway, saved?.ref, installments])
  const options: [NewPayment['method'], string][] = [['banking_billet', t('account.new_boleto')]]
  if (gateway) options.push(['credit_card', gateway.label ?? t('payment.credit_card')])
  return (
    <div className="vt-payment-change">
      <Choices<NewPayment['method']>
        legend={t('checkout.payment_method')}
        name="new-payment"
        options={options}
        value={method}
        onValue={(v) => setMethod(v)}
      />
      {method === 'credit_card' && gateway ? (
        <CardFields
          card={card}
          cards={cards}
          setCard={setCard}
          errors={errors}
          gateway={{ ...gateway, installment_options: plans }}
          amount={charged}
          installments={installments}
          setInstallments={setInstallments}
        />
      ) : null}
      <ChangeQuoteLine order={order} method={method} boleto={boleto} />
    </div>
  )
}
