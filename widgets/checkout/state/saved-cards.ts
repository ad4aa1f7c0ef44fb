import { useEffect, useState } from 'react'
import { refreshCustomer } from '#core/account/customer'
import { passport, passportContext } from '#core/page/passport'
import type { PaymentGateway } from '#core/schemas/modules'
import type { SavedCard } from '#core/schemas/saved-card'
import { loadCardRules } from './card-rules'
import { type GatewayAuth, warmGateway } from './gateway'

/** The logged-in customer's session as the gateway's card-on-file calls take it; null for a visitor. */
export function gatewayAuth(): GatewayAuth | null {
  const auth = passport.getSession().auth
  return passport.checkLogin() && auth?.token ? { id: auth.id, token: auth.token.access_token } : null
}

/**
 * The record's cards, read again (a card saved since the login is on the platform's copy only); the copy held here
 * when that read fails: a failed read must not stop a purchase.
 */
const recordCards = (): Promise<unknown> =>
  refreshCustomer(passportContext).then(
    (c) => c.credit_cards,
    (e) => {
      console.warn('[vitrine] cards on file not read', e)
      return passport.getCustomer()?.credit_cards
    }
  )

/**
 * The logged-in customer's cards on file (the customer record's credit_cards, paid with through the gateway that
 * tokenises cards): null while the record is read; none for a visitor or a gateway without a card script.
 */
export function useSavedCards(gateway: PaymentGateway | undefined): readonly SavedCard[] | null {
  const auth = gatewayAuth()
  const key = gateway?.js_client?.cc_hash && auth ? auth.id : ''
  const [listed, setListed] = useState<{ key: string; cards: SavedCard[] }>()
  useEffect(() => {
    if (!key) return
    let live = true
    Promise.all([recordCards(), loadCardRules()])
      .then(([raw, rules]) => rules.usableSavedCards(raw))
      .catch((e) => {
        console.warn('[vitrine] cards on file not listed', e)
        return []
      })
      .then((cards) => live && setListed({ key, cards }))
    return () => {
      live = false
    }
  }, [key])
  if (!key) return []
  return listed?.key === key ? listed.cards : null
}

/**
 * The card paid with: a logged-in customer's most recent card on file until they choose another or start typing one
 * (`typed.ref` null); the cards are asked of the gateway only while a gateway is given (the card is the method).
 */
export function useCardOnFile<C extends { number: string; ref?: string | null }>(
  typed: C,
  gateway: PaymentGateway | undefined
) {
  const cards = useSavedCards(gateway)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per script, not per copy of the gateway
  useEffect(() => {
    if (gateway) warmGateway(gateway)
  }, [gateway?.js_client?.script_uri])
  const ref = typed.ref === undefined && !typed.number ? cards?.[0]?.ref : typed.ref
  return {
    cards,
    card: { ...typed, ref },
    saved: cards?.find((c) => c.ref === ref),
    // A logged-in customer may ask to keep the card (the checkout's credit_card.save); a visitor has no record to keep it.
    canSave: Boolean(gateway?.js_client?.cc_hash && gatewayAuth())
  }
}
