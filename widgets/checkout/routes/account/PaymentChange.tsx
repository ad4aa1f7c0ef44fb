import { useEffect, useState } from 'react'
import type { Order } from '../../../../core/schemas/order'
import type { PaymentGateway } from '../../../../core/schemas/modules'
import { t } from '../../../../core/runtime'
import { Choices } from '../../parts/Choices'
import { listPayments } from '../../state/modules'
import { CardFields, type CardErrors, type CardState } from '../checkout/CardFields'

export type NewPayment =
  | { method: 'banking_billet' }
  | { method: 'credit_card'; card: CardState; gateway: PaymentGateway }

const EMPTY_CARD: CardState = { holder: '', number: '', expiry: '', cvv: '' }

/** The store's card gateway for this order's total (list_payments), or null while unknown or when there is none. */
function useCardGateway(order: Order): PaymentGateway | null {
  const [gateway, setGateway] = useState<PaymentGateway | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: an order's amounts and items do not change while it is shown: the gateway is asked once per order
  useEffect(() => {
    const a = order.amount
    const totals = {
      subtotal: a?.subtotal ?? 0,
      discount: a?.discount ?? 0,
      freight: a?.freight ?? 0,
      total: a?.total ?? 0
    }
    const items = (order.items ?? []).map((i) => ({ ...i, _id: i._id ?? i.product_id, price: i.price ?? 0 }))
    listPayments({ _id: order._id, items, subtotal: totals.subtotal } as never, totals).then(
      (p) => setGateway(p?.payment_gateways.find((g) => g.payment_method.code === 'credit_card') ?? null),
      () => setGateway(null) // no card then: a new boleto is still offered
    )
  }, [order._id])
  return gateway
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
  const gateway = useCardGateway(order)
  const [method, setMethod] = useState<NewPayment['method']>('banking_billet')
  const [card, setCard] = useState<CardState>(EMPTY_CARD)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the choice when it changes; onChange is the parent's setter, a new function each render
  useEffect(() => {
    onChange(method === 'credit_card' ? (gateway ? { method, card, gateway } : null) : { method })
  }, [method, card, gateway])
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
          setCard={setCard}
          errors={errors}
          gateway={{ ...gateway, installment_options: [] }}
          amount={order.amount?.total ?? 0}
          installments={1}
          setInstallments={() => {}}
        />
      ) : null}
    </div>
  )
}
