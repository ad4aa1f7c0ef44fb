import { useState } from 'react'
import { holderFromBuyer } from '#core/checkout/card-input'
import { useErrors } from '#widgets/checkout/parts/use-errors'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { useCardOnFile } from '#widgets/checkout/state/saved-cards'
import { type CardErrors, CardFields, type CardState } from './CardFields'
import type { Gateway } from './use-payments'

const EMPTY_CARD: CardState = { holder: '', number: '', expiry: '', cvv: '' }

/** The card part's state: what was typed, its errors, and the card on file chosen (useCardOnFile). */
export function useCardChoice(gateway: Gateway | undefined) {
  // What was typed stays in memory only (never the draft, never our APIs).
  const [typed, setCard] = useState<CardState>(() => ({
    ...EMPTY_CARD,
    holder: holderFromBuyer($draft.get().buyer.name)
  }))
  const { errors, setErrors, edited } = useErrors<CardErrors>()
  return {
    ...useCardOnFile(typed, gateway),
    errors,
    setErrors,
    update(c: CardState) {
      edited(typed, c)
      setCard(c)
    }
  }
}

/** The card fields with the cards on file, the instalments kept in the draft. */
export function CardPart({
  paying,
  ...choice
}: {
  paying: ReturnType<typeof useCardChoice>
  gateway: Gateway
  amount: number
  installments: number
}) {
  return (
    <CardFields
      card={paying.card}
      cards={paying.cards}
      canSave={paying.canSave}
      setCard={paying.update}
      errors={paying.errors}
      setInstallments={(n) => patchDraft({ installments: n })}
      {...choice}
    />
  )
}
