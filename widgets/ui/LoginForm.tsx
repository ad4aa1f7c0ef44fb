import { t } from '#core/page/context'
import type { Provider } from '#core/passport/frame'
import { errorInField, useLoginFlow, useProviders } from './login-flow'
import { usePageId } from './page-id'

export interface LoginFormProps {
  /** Called once the session is set (login event already emitted). */
  onDone(): void
  /** Provider ids to offer; all the passport's providers when absent. */
  providers?: string[]
  /** The intro line; the default invites to log in. */
  intro?: string
  /** Whether the form starts with its first field focused (a dialog: yes; a page: no, the heading has focus). */
  autoFocus?: boolean
}

function SocialLogin({ providers, onPick }: { providers: Provider[]; onPick(): void }) {
  if (!providers.length) return null
  return (
    <section className="vt-login__social" aria-label={t('login.other_options')}>
      <p>{t('login.other_options')}</p>
      {providers.map((p) => (
        <button key={p.id} type="button" className="vt-button" onClick={onPick}>
          {t('login.continue_with', { provider: p.name })}
        </button>
      ))}
    </section>
  )
}

type Flow = ReturnType<typeof useLoginFlow>

/** The step's field is the one to fix after a refusal: marked invalid, the message tied to it. */
const invalid = (f: Flow, id: string) =>
  errorInField(f.error) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}x` } : {}

/** The first step: the e-mail address. */
function EmailStep({ f, id, intro }: { f: Flow; id: string; intro?: string }) {
  return (
    <>
      <p className="vt-login__intro">{intro ?? t('login.subtitle')}</p>
      <label htmlFor={`${id}e`}>{t('login.email')}</label>
      <input
        ref={f.field}
        id={`${id}e`}
        name="email"
        type="email"
        autoComplete="email"
        required
        placeholder={t('login.email_placeholder')}
        value={f.email}
        onInput={(e) => f.setEmail(e.currentTarget.value)}
        {...invalid(f, id)}
      />
    </>
  )
}

/** The second step: the code sent by e-mail, or the document number (CPF or CNPJ). */
function SecretStep({ f, id }: { f: Flow; id: string }) {
  return (
    <>
      <p className="vt-login__intro" role="status">
        {f.step === 'code' ? t('login.code_sent', { email: f.email }) : t('login.confirm_doc')}
      </p>
      <label htmlFor={`${id}s`}>{t(f.step === 'code' ? 'login.code' : 'login.doc_number')}</label>
      <input
        ref={f.field}
        id={`${id}s`}
        name="secret"
        required
        key={f.step}
        // A CNPJ may hold letters (12.ABC.345/01DE-35): the document gets a text keyboard in capitals.
        inputMode={f.step === 'code' ? 'numeric' : 'text'}
        autoCapitalize={f.step === 'code' ? undefined : 'characters'}
        autoComplete={f.step === 'code' ? 'one-time-code' : 'off'}
        {...invalid(f, id)}
      />
    </>
  )
}

/** Submit, then the other ways on from this step: by document, send the code again, back. */
function Actions({ f }: { f: Flow }) {
  return (
    <>
      <button type="submit" className="vt-button vt-button--primary">
        {t(f.step === 'email' ? 'login.send_code' : 'login.continue')}
      </button>
      {f.step === 'email' && (
        <button type="button" className="vt-button" onClick={f.withDocument}>
          {t('login.with_doc')}
        </button>
      )}
      {f.step === 'code' && (
        <button type="button" className="vt-button" onClick={f.resend}>
          {t('login.resend_code')}
        </button>
      )}
      {f.step !== 'email' && (
        <button type="button" className="vt-button" onClick={() => f.go('email')}>
          {t('common.back')}
        </button>
      )}
    </>
  )
}

/**
 * Login by e-mail code, by document confirmation or with a social provider in a popup. Shared by the user widget's
 * dialog and the account area's login and identity confirmation.
 */
export function LoginForm({ onDone, providers, intro, autoFocus = true }: LoginFormProps) {
  const f = useLoginFlow(onDone, autoFocus)
  const offered = useProviders(providers)
  const id = usePageId('vt-login')
  return (
    <>
      <form ref={f.form} className="vt-login" onSubmit={f.submit} aria-busy={f.busy}>
        {f.step === 'email' ? <EmailStep f={f} id={id} intro={intro} /> : <SecretStep f={f} id={id} />}
        {f.error && (
          <p className="vt-login__error" id={`${id}x`} role="alert">
            {t(f.error)}
          </p>
        )}
        <Actions f={f} />
      </form>
      {f.step === 'email' && <SocialLogin providers={offered} onPick={f.withProvider} />}
    </>
  )
}
