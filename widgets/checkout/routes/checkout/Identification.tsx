import { useEffect, useRef, useState } from 'react'
import { passportContext } from '../../../../core/page/passport'
import { LoginError } from '../../../../core/passport/context'
import { loginWithDocument, loginWithEmailCode, requestEmailCode } from '../../../../core/passport/email'
import { isEmail } from '../../../../core/checkout/registration'
import { t } from '../../../../core/runtime'
import { Field, focusFirstInvalid } from '../../parts/Field'
import { $draft, patchDraft } from '../../state/draft'
import { StepForm } from '../../parts/StepForm'

type Mode = 'email' | 'code' | 'doc'

const loginMessage = (e: unknown) => {
  const reason = e instanceof LoginError ? e.reason : 'failed'
  return t(
    reason === 'not_found' ? 'error.no_profile_for_email' : reason === 'invalid' ? 'error.invalid_login' : 'error.login'
  )
}

/** The login calls with their busy flag and message; an e-mail that is not one stops them before any request. */
function useIdentification(next: () => void) {
  const draft = $draft.get()
  const [email, setEmail] = useState(draft.buyer.email)
  const [secret, setSecret] = useState('')
  const [mode, setMode] = useState<Mode>('email')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  // The address typed is kept in the draft whichever way the shopper goes on.
  const emailOk = () => {
    if (!isEmail(email)) {
      setError(t('field.email'))
      focusFirstInvalid(form.current)
      return false
    }
    patchDraft({ buyer: { ...$draft.get().buyer, email: email.trim() } })
    return true
  }
  const run = async (task: () => Promise<void>, after: () => void) => {
    if (!emailOk()) return
    setBusy(true)
    setError(undefined)
    try {
      await task()
      after()
    } catch (e) {
      setError(loginMessage(e))
      focusFirstInvalid(form.current)
    } finally {
      setBusy(false)
    }
  }
  const loggedIn = () => {
    patchDraft({ visitor: false })
    next()
  }
  const submit = () =>
    mode === 'email'
      ? run(
          () => requestEmailCode(passportContext, email),
          () => setMode('code')
        )
      : run(() => (mode === 'code' ? loginWithEmailCode : loginWithDocument)(passportContext, email, secret), loggedIn)
  const asVisitor = () => {
    if (!emailOk()) return
    patchDraft({ visitor: true })
    next()
  }
  const byDocument = () => {
    setError(undefined)
    setMode('doc')
  }
  // The code (or document) field appears in place of the pressed button, which was disabled while the code was sent:
  // focus goes to that field, where the shopper types next.
  useEffect(() => {
    if (mode !== 'email') form.current?.querySelector<HTMLInputElement>('input[name="secret"]')?.focus()
  }, [mode])
  return { email, setEmail, secret, setSecret, mode, error, busy, form, submit, asVisitor, byDocument }
}

/** E-mail first; a known customer logs in by e-mail code or document, anyone may go on as a visitor. */
export function Identification({ next }: { next(): void }) {
  const f = useIdentification(next)
  const { mode, busy } = f
  return (
    <StepForm formRef={f.form} title={t('checkout.identification')} onSubmit={() => void f.submit()}>
      <p>{t('checkout.email_first')}</p>
      <Field
        label={t('login.email')}
        type="email"
        value={f.email}
        onValue={f.setEmail}
        autoComplete="email"
        inputMode="email"
        error={mode === 'email' ? f.error : undefined}
      />
      {mode !== 'email' ? (
        <Field
          label={mode === 'code' ? t('login.code') : t('login.doc_number')}
          name="secret"
          value={f.secret}
          onValue={f.setSecret}
          error={f.error}
          autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
          // A CNPJ may hold letters: the document field gets a text keyboard in capitals.
          inputMode={mode === 'code' ? 'numeric' : 'text'}
          autoCapitalize={mode === 'code' ? undefined : 'characters'}
        />
      ) : null}
      {mode !== 'email' ? <p role="status">{mode === 'code' ? t('login.code_sent', { email: f.email }) : ''}</p> : null}
      <div className="vt-actions">
        <button type="submit" className="vt-button vt-button--primary" disabled={busy}>
          {mode === 'email' ? t('checkout.login_code') : t('login.continue')}
        </button>
        {mode !== 'doc' ? (
          <button type="button" className="vt-button" disabled={busy} onClick={f.byDocument}>
            {t('checkout.login_doc')}
          </button>
        ) : null}
        <button type="button" className="vt-button" disabled={busy} onClick={f.asVisitor}>
          {t('checkout.continue_as_visitor')}
        </button>
      </div>
      <p className="vt-sr" role="alert">
        {f.error ?? ''}
      </p>
    </StepForm>
  )
}
