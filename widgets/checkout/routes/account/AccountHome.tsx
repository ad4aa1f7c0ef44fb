import { useStore } from '@nanostores/react'
import { passport } from '#core/page/passport'
import { displayName } from '#core/passport/session'
import { t } from '#core/page/context'
import type { RouteProps } from '#widgets/checkout/route-types'
import { AccountPage } from './AccountPage'

const SECTIONS = [
  ['orders', 'account.my_orders'],
  ['favorites', 'account.favorites'],
  ['subscriptions', 'account.subscriptions'],
  ['profile', 'account.my_data']
] as const

function Home() {
  const customer = useStore(passport.$customer)
  const name = displayName(customer)
  // The account stays where it is and asks for a login again; the sections and this button leave with the session,
  // so focus goes to the page's heading rather than the page body.
  const logout = (e: { currentTarget: HTMLElement }) => {
    const heading = e.currentTarget.closest('.vt-account')?.querySelector<HTMLElement>('h1')
    passport.logout()
    heading?.focus()
  }
  return (
    <>
      {name && <p className="vt-account__hello">{t('login.hello', { name })}</p>}
      <nav aria-label={t('account.title')}>
        <ul className="vt-account__sections">
          {SECTIONS.map(([path, label]) => (
            <li key={path}>
              <a href={`#/account/${path}`}>{t(label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="vt-button" onClick={logout}>
        {t('login.log_out')}
      </button>
    </>
  )
}

/** #/account: greeting, the sections, logout (which clears session and customer; the login form takes their place). */
export default function AccountHome(_: RouteProps) {
  return (
    <AccountPage title={t('account.title')} back={false}>
      {() => <Home />}
    </AccountPage>
  )
}
