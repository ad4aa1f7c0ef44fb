import { useEffect, useState } from 'react'
import type * as Rules from '#core/checkout/card'

// The card rules and the networks' tables they carry load with the card fields, not with the checkout: a shopper
// paying by boleto or Pix never downloads them.
export type CardRules = typeof Rules

let loaded: CardRules | null = null
let loading: Promise<CardRules> | null = null

export function loadCardRules(): Promise<CardRules> {
  loading ??= import('#core/checkout/card').then(
    (m) => (loaded = m),
    (e) => {
      loading = null // a failed chunk may be fetched again on the next try
      throw e
    }
  )
  return loading
}

/** The rules once loaded (null until then); mounting starts the download. */
export function useCardRules(): CardRules | null {
  const [rules, setRules] = useState(loaded)
  useEffect(() => {
    if (!rules) loadCardRules().then(setRules, () => undefined)
  }, [rules])
  return rules
}
