type Form = typeof import('#widgets/ui/LoginForm')['LoginForm']

let loading: Promise<Form> | undefined

/**
 * The login form's code, asked for once: by the account route as it starts loading when nobody is logged in, else
 * when the form is first shown. A logged-in customer's account pages never fetch it (nor the e-mail login's code).
 */
export const loadLoginForm = (): Promise<Form> => (loading ??= import('#widgets/ui/LoginForm').then((m) => m.LoginForm))
