import { keepFavoriteWish } from '#core/account/favorite-intent'
import { APP_URLS } from '#core/app-urls'
import { sessionStore } from '#core/storage'
import { useEffect, useState } from 'react'
import { bus, t } from '#core/page/context'

type PassportModule = typeof import('#core/page/passport')
let passportModule: Promise<PassportModule> | undefined
// The session store arrives after the card has painted (the runtime fetches it at idle anyway): a card list must not
// wait for it, and the heart only fills in when its state is known.
const loadPassport = () => (passportModule ??= import('#core/page/passport'))

interface Props {
  productId: string
  productName: string
  accountUrl?: string
}

/**
 * The favourite heart. Saving needs an authorized customer, so anyone else is sent to log in in the account area,
 * which saves it and brings them back.
 */
export function FavoriteButton({ productId, productName, accountUrl = APP_URLS.account }: Props) {
  const [mod, setMod] = useState<PassportModule | null>(null)
  const [on, setOn] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    loadPassport().then(
      (m) => live && setMod(m),
      (e) => console.warn('[vitrine] session unavailable', e)
    )
    return () => {
      live = false
    }
  }, [])
  useEffect(
    () => mod?.passport.$customer.subscribe((c) => setOn(Boolean(c?.favorites?.includes(productId)))),
    [mod, productId]
  )

  const toggle = async () => {
    const m = mod ?? (await loadPassport())
    if (!m.passport.checkAuthorization()) {
      // Saved after the login, which then brings the shopper back here (core/account/favorite-intent).
      keepFavoriteWish(sessionStore(), { productId, back: location.pathname + location.search + location.hash })
      return location.assign(accountUrl)
    }
    if (busy) return
    setBusy(true)
    try {
      const { toggleFavorite } = await import('#core/passport/favorites')
      await toggleFavorite({ ...m.passportContext, bus }, productId)
    } catch (e) {
      console.warn('[vitrine] favourite not saved', e) // the heart has already gone back
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="vt-fav"
      data-on={on ? '' : undefined}
      aria-busy={busy}
      onClick={toggle}
      aria-label={`${t(on ? 'favorites.remove' : 'favorites.add')}: ${productName}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 5 6.6 5c2 0 3.5 1.1 4.4 2.6C11.9 6.1 13.4 5 15.4 5c3.4 0 5.5 3.4 4.1 6.8C19.5 16.4 12 21 12 21Z" />
      </svg>
    </button>
  )
}
