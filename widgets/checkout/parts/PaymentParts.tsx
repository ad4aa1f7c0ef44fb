import type { PaymentPart } from '#core/account/order-detail'
import type { LabelKey } from '#core/i18n'
import { money, t } from '#core/page/context'
import { planText } from './plan-text'

const METHOD: Record<string, LabelKey> = {
  credit_card: 'payment.credit_card',
  banking_billet: 'payment.banking_billet',
  loyalty_points: 'payment.loyalty_points'
}

/** The method's name: the platform's, else ours for a known code, else the code itself. */
const nameOf = (p: PaymentPart) => p.name ?? (p.code && METHOD[p.code] ? t(METHOD[p.code]!) : (p.code ?? ''))

/**
 * Each payment of an order with the amount it pays (points, then the card or boleto that paid the rest) and a card's
 * instalments (`plans`; the confirmation names its plan apart): the shopper sees how the total was paid.
 */
export function PaymentParts({ parts, plans = true }: { parts: readonly PaymentPart[]; plans?: boolean }) {
  if (!parts.length) return null
  return (
    <dl className="vt-payments">
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are shown whole, in order; they carry no id
        <div key={i} className="vt-payments__part" data-payment={p.code}>
          <dt>
            {nameOf(p)}
            {p.card
              ? ` · ${t('account.card', { brand: (p.card.company ?? '').toUpperCase(), digits: p.card.last_digits ?? '' })}`
              : ''}
          </dt>
          <dd>
            {p.amount !== undefined ? money(p.amount) : ''}
            {plans && p.plan ? ` · ${planText(p.plan)}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  )
}
