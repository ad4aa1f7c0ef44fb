import { useRef, useState } from 'react'
import { passportContext } from '../../../../core/page/passport'
import { LoginError } from '../../../../core/passport/context'
import { loginWithDocument, loginWithEmailCode, requestEmailCode } from '../../../../core/passport/email'
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

/** E-mail first; a known customer logs in by e-mail code or document, anyone may go on as a visitor. */
export function Identification({ next }: { next(): void }) {
  const draft = $draft.get()
  const [email, setEmail] = useState(draft.buyer.email)
  const [secret, setSecret] = useState('')
  const [mode, setMode] = useState<Mode>('email')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const keepEmail = () => patchDraft({ buyer: { ...$draft.get().buyer, email: email.trim() } })

  const run = async (task: () => Promise<void>, after?: () => void) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError(t('field.email'))
      return focusFirstInvalid(form.current)
    }
    keepEmail()
    setBusy(true)
    setError(undefined)
    try {
      await task()
      after?.()
    } catch (e) {
      setError(loginMessage(e))
      focusFirstInvalid(form.current)
    } finally {
      setBusy(false)
    }
  }
  const sendCode = () =>
    run(
      () => requestEmailCode(passportContext, email),
      () => setMode('code')
    )
  const login = () =>
    run(
      () => (mode === 'code' ? loginWithEmailCode : loginWithDocument)(passportContext, email, secret),
      () => {
        patchDraft({ visitor: false })
        next()
      }
    )
  const visitor = () => {
    patchDraft({ visitor: true })
    next()
  }

  return (
    <StepForm
      formRef={form}
      title={t('checkout.identification')}
      onSubmit={() => {
        void (mode === 'email' ? sendCode() : login())
      }}
    >
      <p>{t('checkout.email_first')}</p>
      <Field
        label={t('login.email')}
        type="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
        inputMode="email"
        error={mode === 'email' ? error : undefined}
      />
      {mode !== 'email' ? (
        <Field
          label={mode === 'code' ? t('login.code') : t('login.doc_number')}
          value={secret}
          onValue={setSecret}
          error={error}
          autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
          inputMode="numeric"
        />
      ) : null}
      {mode !== 'email' ? <p role="status">{mode === 'code' ? t('login.code_sent', { email }) : ''}</p> : null}
      <div className="vt-actions">
        {mode === 'email' ? (
          <button type="submit" className="vt-button vt-button--primary" disabled={busy}>
            {t('checkout.login_code')}
          </button>
        ) : (
          <button type="submit" className="vt-button vt-button--primary" disabled={busy}>
            {t('login.continue')}
          </button>
        )}
        {mode !== 'doc' ? (
          <button
            type="button"
            className="vt-button"
            disabled={busy}
            onClick={() => {
              setError(undefined)
              setMode('doc')
            }}
          >
            {t('checkout.login_doc')}
          </button>
        ) : null}
        <button
          type="button"
          className="vt-button"
          disabled={busy}
          onClick={() => {
            if (/\S+@\S+\.\S+/.test(email)) {
              keepEmail()
              visitor()
            } else {
              setError(t('field.email'))
              focusFirstInvalid(form.current)
            }
          }}
        >
          {t('checkout.continue_as_visitor')}
        </button>
      </div>
      <p className="vt-sr" role="alert">
        {error ?? ''}
      </p>
    </StepForm>
  )
}
