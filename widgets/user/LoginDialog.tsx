import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { LabelKey } from '../../core/i18n'
import { passportContext } from '../../core/page/passport'
import { LoginError } from '../../core/passport/context'
import { loginWithDocument, loginWithEmailCode, requestEmailCode } from '../../core/passport/email'
import { fetchOauthProviders, frameUrl, loadProviderFrame, providerList, type Provider } from '../../core/passport/frame'
import { popupLogin } from '../../core/passport/popup'
import { sameEmail } from '../../core/passport/session'
import { t } from '../../core/runtime'
import { Drawer } from '../ui/Drawer'

type Step = 'email' | 'code' | 'doc'

// Each failure has its own Portuguese message.
const MESSAGE: Record<LoginError['reason'], LabelKey> = {
  invalid: 'error.invalid_login',
  not_found: 'error.no_profile_for_email',
  failed: 'error.login'
}

interface Props {
  open: boolean
  onClose(): void
  providers?: string[]
}

/** Login by e-mail code, by document confirmation or with a social provider in a popup. */
export function LoginDialog({ open, onClose, providers: only }: Props) {
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [codeFor, setCodeFor] = useState('')
  const [error, setError] = useState<LabelKey | null>(null)
  const [busy, setBusy] = useState(false)
  const [providers, setProviders] = useState<Provider[]>([])
  const field = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!open) return
    // The passport decides which providers this store offers, and the hidden frame loads their sign-in state.
    fetchOauthProviders(passportContext).then((answer) => {
      setProviders(providerList(answer, only))
      const url = frameUrl(answer.iframeUri, passportContext.passportOrigin)
      if (url) loadProviderFrame(url)
    }, (e) => console.warn('[vitrine] login providers unavailable', e))
  }, [open])

  // Runs after the dialog's own focus handling: each step starts in its field.
  useEffect(() => {
    if (open) field.current?.focus()
  }, [open, step])

  const run = async (work: () => Promise<unknown>) => {
    // A guard, not disabled buttons: disabling the focused button would drop keyboard focus out of the dialog.
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (e) {
      if (!(e instanceof LoginError)) console.error('[vitrine] login failed', e)
      setError(MESSAGE[e instanceof LoginError ? e.reason : 'failed'])
    } finally {
      setBusy(false)
    }
  }
  const finish = () => {
    setStep('email')
    onClose()
  }
  const go = (next: Step) => {
    setError(null)
    setStep(next)
  }

  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault()
    const value = (name: string) => String(new FormData(ev.currentTarget).get(name) ?? '')
    if (step === 'email') {
      // Same address in another case: the code already sent still works (e-mails compare case-insensitively).
      if (sameEmail(email, codeFor)) return go('code')
      void run(async () => {
        await requestEmailCode(passportContext, email)
        setCodeFor(email)
        go('code')
      })
    } else {
      const code = value('secret')
      void run(async () => {
        await (step === 'code' ? loginWithEmailCode(passportContext, email, code) : loginWithDocument(passportContext, email, code))
        finish()
      })
    }
  }

  const withDocument = () => {
    if (form.current?.reportValidity()) go('doc')
  }
  const withProvider = () => {
    void run(async () => {
      if (await popupLogin(passportContext)) finish()
    })
  }
  const resend = () => {
    void run(async () => {
      await requestEmailCode(passportContext, email)
      setCodeFor(email)
      field.current?.focus()
    })
  }

  return (
    <Drawer open={open} side="center" title={t('login.title')} closeLabel={t('common.close')} onClose={onClose}>
      <form ref={form} className="vt-login" onSubmit={submit} aria-busy={busy}>
        {step === 'email' ? (
          <>
            <p className="vt-login__intro">{t('login.subtitle')}</p>
            <label htmlFor="vt-login-email">{t('login.email')}</label>
            <input ref={field} id="vt-login-email" name="email" type="email" autoComplete="email" required
              placeholder={t('login.email_placeholder')} value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          </>
        ) : (
          <>
            <p className="vt-login__intro" role="status">
              {step === 'code' ? t('login.code_sent', { email }) : t('login.confirm_doc')}
            </p>
            <label htmlFor="vt-login-secret">{t(step === 'code' ? 'login.code' : 'login.doc_number')}</label>
            <input ref={field} id="vt-login-secret" name="secret" required key={step}
              inputMode="numeric" autoComplete={step === 'code' ? 'one-time-code' : 'off'} />
          </>
        )}
        {error && <p className="vt-login__error" role="alert">{t(error)}</p>}
        <button type="submit" className="vt-button vt-button--primary">
          {t(step === 'email' ? 'login.send_code' : 'login.continue')}
        </button>
        {step === 'email' && (
          <button type="button" className="vt-button" onClick={withDocument}>
            {t('login.continue_with', { provider: t('login.doc_number') })}
          </button>
        )}
        {step === 'code' && <button type="button" className="vt-button" onClick={resend}>{t('login.resend_code')}</button>}
        {step !== 'email' && <button type="button" className="vt-button" onClick={() => go('email')}>{t('common.back')}</button>}
      </form>
      {step === 'email' && providers.length > 0 && (
        <section className="vt-login__social" aria-label={t('login.other_options')}>
          <p>{t('login.other_options')}</p>
          {providers.map((p) => (
            <button key={p.id} type="button" className="vt-button" onClick={withProvider}>
              {t('login.continue_with', { provider: p.name })}
            </button>
          ))}
        </section>
      )}
    </Drawer>
  )
}
