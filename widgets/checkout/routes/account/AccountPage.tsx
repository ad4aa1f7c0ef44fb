import { useStore } from '@nanostores/react'
import { useEffect, useState, type ReactNode } from 'react'
import { APP_URLS } from '#core/app-urls'
import { passport, passportContext } from '#core/page/passport'
import { isAuthorized, isLoggedIn } from '#core/passport/session'
import type { Customer } from '#core/schemas/customer'
import { bus, t } from '#core/page/context'
import { sessionStore } from '#core/storage'
import { sameSitePath } from '#widgets/ui/same-site'
import { AccountLogin } from './AccountLogin'
import { refreshOnce } from './fresh-customer'

interface Props {
  title: string
  /** Where the page's back link goes: a section to the account home, an order to the orders; the home has none. */
  back?: { href: string; label: 'account.back' | 'account.back_to_orders' } | false
  children: () => ReactNode
  /** The content may show the stored customer record while the passport's copy is asked for (the orders list). */
  stored?: boolean
  /** The content is a list asked for on its own (the subscriptions): shown at once, with its own loading state. */
  ownList?: boolean
}

// A stored record that lists no orders may predate the first one: the page waits for the passport's copy then, rather
// than say "no orders" for a moment.
const hasOrders = (customer: Customer | null) => Boolean(customer?.orders?.length)

/** After a login here: a favourite a visitor tapped before logging in is saved, and they go back to its page. */
async function afterLogin() {
  // Its code only after a login: a logged-in customer's pages do not fetch it.
  const { completeFavoriteWish } = await import('#core/account/favorite-after-login')
  const back = await completeFavoriteWish({ ...passportContext, bus }, sessionStore())
  if (back !== null) location.assign(sameSitePath(back, APP_URLS.account))
}

/**
 * Frame of every account route: its heading (the shell focuses it), then the route's content only for an authorized
 * customer. Anyone else gets the login form on the same route, so a successful login comes back to what was asked
 * for; a level-1 session (masked data) confirms identity first. Customer data is never requested before that.
 */
export function AccountPage({
  title,
  back = { href: '#/account/', label: 'account.back' },
  children,
  stored = false,
  ownList = false
}: Props) {
  const session = useStore(passport.$session)
  const customer = useStore(passport.$customer)
  const ready = isAuthorized(session)
  const id = session.auth?.id ?? ''
  const [refreshed, setRefreshed] = useState('')
  useEffect(() => {
    let live = true
    if (ready) void refreshOnce(id).then(() => live && setRefreshed(id))
    return () => {
      live = false
    }
  }, [ready, id])
  return (
    <section className="vt-account">
      {back && (
        <p className="vt-account__back">
          <a href={back.href}>{t(back.label)}</a>
        </p>
      )}
      <h1 tabIndex={-1}>{title}</h1>
      {!ready ? (
        <div className="vt-account__login">
          <AccountLogin
            autoFocus={false}
            onDone={() => void afterLogin()}
            intro={t(isLoggedIn(session) ? 'account.confirm_identity' : 'account.login_required')}
          />
        </div>
      ) : ownList || refreshed === id || (stored && hasOrders(customer)) ? (
        children()
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  )
}
