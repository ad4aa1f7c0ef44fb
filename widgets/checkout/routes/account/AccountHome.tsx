import { useStore } from '@nanostores/react'
import { passport } from '../../../../core/page/passport'
import { displayName } from '../../../../core/passport/session'
import { t } from '../../../../core/runtime'
import type { RouteProps } from '../../route-types'
import { AccountPage } from './AccountPage'

const SECTIONS = [
  ['orders', 'account.my_orders'],
  ['favorites', 'account.favorites'],
  ['subscriptions', 'account.subscriptions'],
  ['profile', 'account.my_data']
] as const

function Home({ navigate }: RouteProps) {
  const customer = useStore(passport.$customer)
  const name = displayName(customer)
  const logout = () => {
    passport.logout()
    navigate('cart')
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

/** #/account: greeting, the sections, logout (which clears session and customer and leaves the account). */
export default function AccountHome(props: RouteProps) {
  return (
    <AccountPage title={t('account.title')} back={false}>
      {() => <Home {...props} />}
    </AccountPage>
  )
}
