import { planTotal } from '../../../../core/checkout/payment-summary'
import { maskExpiry } from '../../../../core/checkout/card-input'
import { useCardRules } from '../../state/card-rules'
import { money, t } from '../../../../core/runtime'
import type { PaymentGateway } from '../../../../core/schemas/modules'
import { Field } from '../../parts/Field'

/** Card typed by the shopper: held in component memory only (never the draft, never our APIs). */
export interface CardState {
  holder: string
  number: string
  expiry: string
  cvv: string
}
export type CardErrors = Partial<Record<keyof CardState, string>>

interface Props {
  card: CardState
  setCard(c: CardState): void
  errors: CardErrors
  gateway: PaymentGateway
  /** What a single payment charges: the 1x option says it, like the others say theirs. */
  amount: number
  installments: number
  setInstallments(n: number): void
}

const group = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** Instalments offered by the gateway, each with its value and whether it is interest free; one payment first. */
function InstallmentSelect({
  gateway,
  amount,
  installments,
  setInstallments
}: Omit<Props, 'card' | 'setCard' | 'errors'>) {
  const options = gateway.installment_options ?? []
  if (!options.length) return null
  return (
    <div className="vt-field">
      <label>
        {t('payment.installments')}
        <select
          value={installments}
          autoComplete="off"
          onChange={(e) => setInstallments(Number((e.target as HTMLSelectElement).value))}
        >
          <option value={1}>
            {t('checkout.installment_option', {
              number: 1,
              value: money(amount),
              interest: t('checkout.interest_free')
            })}
          </option>
          {options.map((o) => (
            <option key={o.number} value={o.number}>
              {t('checkout.installment_option', {
                number: o.number,
                value: money(o.value),
                interest: o.tax
                  ? t('checkout.with_interest', { total: money(planTotal(o)) })
                  : t('checkout.interest_free')
              })}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

export function CardFields({ card, setCard, errors, ...choice }: Props) {
  const set = (k: keyof CardState) => (v: string) =>
    setCard({ ...card, [k]: k === 'number' ? group(v) : k === 'expiry' ? maskExpiry(v) : v })
  // The hint names the brand as soon as the first digits tell it (once the card rules have loaded).
  const rules = useCardRules()
  const brand = rules ? rules.cardBrand(card.number) : 'unknown'
  return (
    <div className="vt-card-fields">
      <Field
        label={t('payment.card_holder')}
        value={card.holder}
        onValue={set('holder')}
        error={errors.holder}
        autoComplete="cc-name"
        inputMode="text"
      />
      <Field
        label={t('payment.card_number')}
        value={card.number}
        onValue={set('number')}
        error={errors.number}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        hint={
          rules && brand !== 'unknown' ? (
            <span className="vt-line__unit">{t('checkout.card_brand', { brand: rules.BRAND_NAMES[brand] })}</span>
          ) : null
        }
      />
      <Field
        label={t('payment.card_expiry')}
        value={card.expiry}
        onValue={set('expiry')}
        error={errors.expiry}
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={7}
        placeholder="MM/AA"
      />
      <Field
        label={t('payment.card_cvv')}
        value={card.cvv}
        onValue={set('cvv')}
        error={errors.cvv}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
      <InstallmentSelect {...choice} />
    </div>
  )
}
