import { useEffect, useState } from 'react'
import { passport } from '../../../core/page/passport'
import type { PaymentGateway } from '../../../core/schemas/modules'
import type { SavedCard } from '../../../core/schemas/saved-card'
import { loadCardRules } from './card-rules'
import { type GatewayAuth, listCards } from './gateway'

/** The logged-in customer's session as the gateway's card-on-file calls take it; null for a visitor. */
export function gatewayAuth(): GatewayAuth | null {
  const auth = passport.getSession().auth
  return passport.checkLogin() && auth?.token ? { id: auth.id, token: auth.token.access_token } : null
}

/**
 * The logged-in customer's cards on file: null while the gateway is asked; none for a visitor, a gateway that
 * keeps no cards, or a list that failed (the card fields serve then: a failed list must not stop a purchase).
 */
export function useSavedCards(gateway: PaymentGateway | undefined): readonly SavedCard[] | null {
  const auth = gatewayAuth()
  const key = gateway?.js_client?.cc_cards && auth ? auth.id : ''
  const [listed, setListed] = useState<{ key: string; cards: SavedCard[] }>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per customer; gateway and auth belong to the key
  useEffect(() => {
    if (!key || !gateway || !auth) return
    let live = true
    Promise.all([listCards(gateway, auth), loadCardRules()])
      .then(
        ([raw, rules]) => rules.usableSavedCards(raw),
        (e) => {
          console.warn('[vitrine] cards on file not listed', e)
          return []
        }
      )
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
  const ref = typed.ref === undefined && !typed.number ? cards?.[0]?.ref : typed.ref
  return {
    cards,
    card: { ...typed, ref },
    saved: cards?.find((c) => c.ref === ref),
    canSave: Boolean(gateway?.js_client?.cc_cards && gatewayAuth())
  }
}
