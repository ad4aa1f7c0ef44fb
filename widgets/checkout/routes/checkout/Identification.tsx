import { type RefObject, useEffect, useRef, useState } from 'react'
import { passportContext } from '#core/page/passport'
import { LoginError } from '#core/passport/context'
import { LOGIN_MESSAGES, loginWithDocument, loginWithEmailCode, requestEmailCode } from '#core/passport/email'
import { isEmail } from '#core/checkout/registration'
import { t } from '#core/page/context'
import { Field, focusFirstInvalid } from '#widgets/checkout/parts/Field'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { StepForm } from '#widgets/checkout/parts/StepForm'

type Mode = 'email' | 'code' | 'doc'

const loginMessage = (e: unknown) => t(LOGIN_MESSAGES[e instanceof LoginError ? e.reason : 'failed'])

/** The field a refusal asks to fix: no profile for the e-mail is the e-mail's, anything else the code's or CPF's. */
const failedField = (e: unknown): 'email' | 'secret' =>
  e instanceof LoginError && e.reason === 'not_found' ? 'email' : 'secret'

/** The message shown and the field it is about. */
function useFailure() {
  const [failure, setFailure] = useState<{ text: string; on: 'email' | 'secret' }>()
  const setError = (text?: string, on: 'email' | 'secret' = 'email') => setFailure(text ? { text, on } : undefined)
  return { failure, setError }
}

/**
 * The code (or document) field appears in place of the pressed button, which was busy while the code was sent:
 * focus goes to that field, where the shopper types next.
 */
function useSecretFocus(form: RefObject<HTMLFormElement | null>, mode: Mode) {
  useEffect(() => {
    if (mode !== 'email') form.current?.querySelector<HTMLInputElement>('input[name="secret"]')?.focus()
  }, [form, mode])
}

/** The login calls with their busy flag and message; an e-mail that is not one stops them before any request. */
function useIdentification(next: () => void, again: boolean) {
  const [email, setEmail] = useState($draft.get().buyer.email)
  const [secret, setSecret] = useState('')
  const [mode, setMode] = useState<Mode>('email')
  const { failure, setError } = useFailure()
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
    if (busy || !emailOk()) return
    setBusy(true)
    setError(undefined)
    try {
      await task()
      after()
    } catch (e) {
      setError(loginMessage(e), mode === 'email' ? 'email' : failedField(e))
      focusFirstInvalid(form.current)
    } finally {
      setBusy(false)
    }
  }
  const loggedIn = () => {
    patchDraft({ visitor: false })
    next()
  }
  // run() ignores a press while a request runs.
  const codeSent = () => setMode('code')
  const askCode = () => void run(() => requestEmailCode(passportContext, email), codeSent)
  // Enter in the e-mail field goes on (as a visitor; logging in again, it asks for the code); the code is asked for
  // with its own button.
  const submit = () =>
    mode === 'email'
      ? (again ? askCode : asVisitor)()
      : run(() => (mode === 'code' ? loginWithEmailCode : loginWithDocument)(passportContext, email, secret), loggedIn)
  function asVisitor() {
    if (busy || !emailOk()) return
    patchDraft({ visitor: true })
    next()
  }
  const byDocument = () => {
    if (busy) return
    setError(undefined)
    setMode('doc')
  }
  useSecretFocus(form, mode)
  return {
    email,
    setEmail,
    secret,
    setSecret,
    mode,
    error: failure?.text,
    errorOn: failure?.on,
    busy,
    form,
    submit,
    askCode,
    asVisitor,
    byDocument
  }
}

/**
 * E-mail first; a known customer logs in by e-mail code or document, anyone may go on as a visitor. Logging in again
 * after a session ended (`again`) offers no visitor's way: the order would silently change buyer.
 */
export function Identification({ next, again = false }: { next(): void; again?: boolean }) {
  const f = useIdentification(next, again)
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
        error={f.errorOn === 'email' ? f.error : undefined}
      />
      {mode !== 'email' ? (
        <Field
          label={mode === 'code' ? t('login.code') : t('login.doc_number')}
          name="secret"
          value={f.secret}
          onValue={f.setSecret}
          error={f.errorOn === 'secret' ? f.error : undefined}
          autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
          // A CNPJ may hold letters: the document field gets a text keyboard in capitals.
          inputMode={mode === 'code' ? 'numeric' : 'text'}
          autoCapitalize={mode === 'code' ? undefined : 'characters'}
        />
      ) : null}
      {mode !== 'email' ? <p role="status">{mode === 'code' ? t('login.code_sent', { email: f.email }) : ''}</p> : null}
      {/* aria-disabled while a request runs, not disabled: a disabled button drops keyboard focus to the page. */}
      <div className="vt-actions">
        {mode === 'email' && again ? (
          <button type="submit" className="vt-button vt-button--primary" aria-disabled={busy || undefined}>
            {t('login.send_code')}
          </button>
        ) : mode === 'email' ? (
          <>
            <button type="submit" className="vt-button vt-button--primary" aria-disabled={busy || undefined}>
              {t('checkout.continue_as_visitor')}
            </button>
            <button type="button" className="vt-button" aria-disabled={busy || undefined} onClick={f.askCode}>
              {t('login.send_code')}
            </button>
          </>
        ) : (
          <button type="submit" className="vt-button vt-button--primary" aria-disabled={busy || undefined}>
            {t('login.continue')}
          </button>
        )}
        {mode !== 'doc' ? (
          <button type="button" className="vt-button" aria-disabled={busy || undefined} onClick={f.byDocument}>
            {t('login.with_doc')}
          </button>
        ) : null}
        {mode !== 'email' && !again ? (
          <button type="button" className="vt-button" aria-disabled={busy || undefined} onClick={f.asVisitor}>
            {t('checkout.continue_as_visitor')}
          </button>
        ) : null}
      </div>
      <p className="vt-sr" role="alert">
        {f.error ?? ''}
      </p>
    </StepForm>
  )
}
