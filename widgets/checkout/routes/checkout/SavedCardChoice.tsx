import { t } from '#core/page/context'
import type { SavedCard } from '#core/schemas/saved-card'
import type { CardRules } from '#widgets/checkout/state/card-rules'
import { usePageId } from '#widgets/ui/page-id'

interface Props {
  cards: readonly SavedCard[]
  /** The card on file chosen, or null for 'Usar outro cartão'. */
  chosen: string | null
  choose(ref: string | null): void
  rules: CardRules
}

/**
 * The customer's cards on file ('Mastercard final 4444', with ' · validade 11/29' when the expiry is known) and 'Usar
 * outro cartão', as one radio group.
 */
export function SavedCardChoice({ cards, chosen, choose, rules }: Props) {
  const name = usePageId()
  return (
    <fieldset className="vt-saved-cards">
      <legend>{t('checkout.saved_cards')}</legend>
      {cards.map((c) => (
        <label key={c.ref} className="vt-choice" data-card={c.ref}>
          <input type="radio" name={name} checked={chosen === c.ref} onChange={() => choose(c.ref)} />
          {t('account.card', { brand: rules.brandName(c.brand), digits: c.last4 })}
          {rules.savedExpiry(c) ? ` · ${t('checkout.saved_card_expiry', { expiry: rules.savedExpiry(c) })}` : null}
        </label>
      ))}
      <label className="vt-choice">
        <input type="radio" name={name} checked={chosen === null} onChange={() => choose(null)} />
        {t('checkout.other_card')}
      </label>
    </fieldset>
  )
}
