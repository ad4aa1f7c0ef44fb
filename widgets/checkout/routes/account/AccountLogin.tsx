import { useEffect, useState } from 'react'
import { t } from '#core/page/context'
import type { LoginFormProps } from '#widgets/ui/LoginForm'
import { loadLoginForm } from './login-code'

type Form = Awaited<ReturnType<typeof loadLoginForm>>

/** The account's login form, once its code is in; a loading line until then. */
export function AccountLogin(props: LoginFormProps) {
  const [Login, setLogin] = useState<{ Form: Form } | null>(null)
  useEffect(() => {
    let live = true
    loadLoginForm().then(
      (Form) => live && setLogin({ Form }),
      (e) => console.error('[vitrine] account: the login form could not load', e)
    )
    return () => {
      live = false
    }
  }, [])
  return Login ? <Login.Form {...props} /> : <p role="status">{t('common.loading')}</p>
}
