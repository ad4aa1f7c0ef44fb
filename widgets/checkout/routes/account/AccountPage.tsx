import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { passport } from '../../../../core/passport'
import { isAuthorized, isLoggedIn } from '../../../../core/passport/session'
import { t } from '../../../../core/runtime'
import { LoginForm } from '../../../ui/LoginForm'

interface Props {
  title: string
  /** A section page links back to the account home; the home itself does not. */
  back?: boolean
  children: () => ReactNode
}

/**
 * Frame of every account route: its heading (the shell focuses it), then the route's content only for an authorized
 * customer. Anyone else gets the login form on the same route, so a successful login comes back to what was asked
 * for; a level-1 session (masked data) confirms identity first. Customer data is never requested before that.
 */
export function AccountPage({ title, back = true, children }: Props) {
  const session = useStore(passport.$session)
  const ready = isAuthorized(session)
  return (
    <section className="vt-account">
      {back && <p className="vt-account__back"><a href="#/account/">{t('account.back')}</a></p>}
      <h1 tabIndex={-1}>{title}</h1>
      {ready ? children() : (
        <div className="vt-account__login">
          <LoginForm autoFocus={false} onDone={() => {}}
            intro={t(isLoggedIn(session) ? 'account.confirm_identity' : 'account.login_required')} />
        </div>
      )}
    </section>
  )
}
