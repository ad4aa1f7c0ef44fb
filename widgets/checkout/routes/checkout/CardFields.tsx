import { planTotal } from '#core/checkout/payment-summary'
import { maskExpiry } from '#core/checkout/card-input'
import { type CardRules, useCardRules } from '#widgets/checkout/state/card-rules'
import type { SavedCard } from '#core/schemas/saved-card'
import { SavedCardChoice } from './SavedCardChoice'
import { money, t } from '#core/page/context'
import type { PaymentGateway } from '#core/schemas/modules'
import { Field } from '#widgets/checkout/parts/Field'

/** Card typed by the shopper: held in component memory only (never the draft, never our APIs). */
export interface CardState {
  holder: string
  number: string
  expiry: string
  cvv: string
  /** A card on file chosen by its gateway reference; null once the shopper chose 'Usar outro cartão'. */
  ref?: string | null
  /** The shopper asked the gateway to keep this card for the next purchases. */
  save?: boolean
}
export type CardErrors = Partial<Record<'holder' | 'number' | 'expiry' | 'cvv', string>>

interface Props {
  card: CardState
  setCard(c: CardState): void
  errors: CardErrors
  gateway: PaymentGateway
  /** What a single payment charges: the 1x option says it, like the others say theirs. */
  amount: number
  installments: number
  setInstallments(n: number): void
  /** The customer's cards on file: null while the gateway is asked; none for a visitor or a gateway without them. */
  cards?: readonly SavedCard[] | null
  /** The shopper may ask for this card to be kept (logged in, and the gateway keeps cards). */
  canSave?: boolean
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
}: Pick<Props, 'gateway' | 'amount' | 'installments' | 'setInstallments'>) {
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

/** The security code alone, for a card on file: the gateway keeps the rest. */
function CvvField({ card, set, errors }: { card: CardState; set(k: 'cvv'): (v: string) => void; errors: CardErrors }) {
  return (
    <Field
      label={t('payment.card_cvv')}
      value={card.cvv}
      onValue={set('cvv')}
      error={errors.cvv}
      autoComplete="cc-csc"
      inputMode="numeric"
      maxLength={4}
    />
  )
}

/**
 * The card part of the payment: a card on file (only its CVV typed) when the customer has one, else the card's fields;
 * then the instalments.
 */
export function CardFields({ card, setCard, errors, cards = [], canSave = false, ...choice }: Props) {
  const set = (k: 'holder' | 'number' | 'expiry' | 'cvv') => (v: string) =>
    setCard({ ...card, [k]: k === 'number' ? group(v) : k === 'expiry' ? maskExpiry(v) : v })
  const rules = useCardRules()
  // The card rules come with the cards on file (they read them); a visitor types while they load.
  if (cards === null || (cards.length && !rules)) return <p role="status">{t('checkout.loading_cards')}</p>
  const saved = cards.find((c) => c.ref === card.ref)
  return (
    <div className="vt-card-fields">
      {cards.length && rules ? (
        <SavedCardChoice
          cards={cards}
          chosen={saved ? saved.ref : null}
          choose={(ref) => setCard({ ...card, ref, cvv: '' })}
          rules={rules}
        />
      ) : null}
      {saved ? (
        <CvvField card={card} set={set} errors={errors} />
      ) : (
        <TypedCard card={card} set={set} errors={errors} rules={rules} />
      )}
      {!saved && canSave ? (
        <label className="vt-choice">
          <input
            type="checkbox"
            checked={Boolean(card.save)}
            onChange={(e) => setCard({ ...card, save: (e.target as HTMLInputElement).checked })}
          />
          {t('checkout.save_card')}
        </label>
      ) : null}
      <InstallmentSelect {...choice} />
    </div>
  )
}

/** The card's own fields; the hint names the brand as soon as the first digits tell it. */
function TypedCard({
  card,
  set,
  errors,
  rules
}: {
  card: CardState
  set(k: 'holder' | 'number' | 'expiry' | 'cvv'): (v: string) => void
  errors: CardErrors
  rules: CardRules | null
}) {
  const brand = rules ? rules.cardBrand(card.number) : 'unknown'
  return (
    <>
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
      <CvvField card={card} set={set} errors={errors} />
    </>
  )
}
