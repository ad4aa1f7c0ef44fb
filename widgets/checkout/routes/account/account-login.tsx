import { useEffect, useState } from 'react'
import { t } from '#core/page/context'
import type { LoginFormProps } from '#widgets/ui/LoginForm'

type Form = typeof import('#widgets/ui/LoginForm')['LoginForm']

let loading: Promise<Form> | undefined

/**
 * The login form's code, asked for once: by the account route as it starts loading when nobody is logged in, else
 * when the form is first shown. A logged-in customer's account pages never fetch it (nor the e-mail login's code).
 */
export const loadLoginForm = (): Promise<Form> => (loading ??= import('#widgets/ui/LoginForm').then((m) => m.LoginForm))

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
