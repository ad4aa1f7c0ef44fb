import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import type { LabelKey } from '#core/i18n'
import { passportContext } from '#core/page/passport'
import { LoginError } from '#core/passport/context'
import { LOGIN_MESSAGES, loginWithDocument, loginWithEmailCode, requestEmailCode } from '#core/passport/email'
import { fetchOauthProviders, frameUrl, loadProviderFrame, providerList, type Provider } from '#core/passport/frame'
import { popupLogin } from '#core/passport/popup'
import { sameEmail } from '#core/passport/session'

export type Step = 'email' | 'code' | 'doc'

/** The passport's social providers for this store; the hidden frame loads their sign-in state. */
export function useProviders(only?: string[]): Provider[] {
  const [providers, setProviders] = useState<Provider[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the providers are asked once per dialog
  useEffect(() => {
    fetchOauthProviders(passportContext).then(
      (answer) => {
        setProviders(providerList(answer, only))
        const url = frameUrl(answer.iframeUri, passportContext.passportOrigin)
        if (url) loadProviderFrame(url)
      },
      (e) => console.warn('[vitrine] login providers unavailable', e)
    )
  }, [])
  return providers
}

/** Failures the shopper fixes in the step's field (a wrong code or document, an unknown e-mail), not by waiting. */
const FIX_IN_FIELD: ReadonlySet<LoginError['reason']> = new Set([
  'invalid',
  'wrong_code',
  'wrong_doc',
  'expired',
  'not_found'
])

/** Whether the message shown is one of those: the field is then marked invalid. */
export const errorInField = (error: LabelKey | null): boolean =>
  [...FIX_IN_FIELD].some((reason) => LOGIN_MESSAGES[reason] === error)

/**
 * One request at a time, its failure as a label. A guard, not disabled buttons: those would drop keyboard focus. A
 * failure to fix in the field puts focus there (`field`), wherever the press came from.
 */
function useRunner(field: RefObject<HTMLInputElement | null>) {
  const [error, setError] = useState<LabelKey | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (e) {
      if (!(e instanceof LoginError)) console.error('[vitrine] login failed', e)
      setError(LOGIN_MESSAGES[e instanceof LoginError ? e.reason : 'failed'])
      if (e instanceof LoginError && FIX_IN_FIELD.has(e.reason)) field.current?.focus()
    } finally {
      setBusy(false)
    }
  }
  return { error, setError, busy, run }
}

/** The steps of a login: e-mail, then the code sent to it or the document; or a provider's popup. */
export function useLoginFlow(onDone: () => void, autoFocus: boolean) {
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [codeFor, setCodeFor] = useState('')
  const field = useRef<HTMLInputElement>(null)
  const { error, setError, busy, run } = useRunner(field)
  const form = useRef<HTMLFormElement>(null)
  const started = useRef(autoFocus)

  // Each step starts in its field (the first one only when asked: on a page, focus stays on the heading).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, to focus its field
  useEffect(() => {
    if (started.current) field.current?.focus()
    started.current = true
  }, [step])

  const go = (next: Step) => {
    setError(null)
    setStep(next)
  }
  const sendCode = () =>
    run(async () => {
      await requestEmailCode(passportContext, email)
      setCodeFor(email)
      go('code')
      field.current?.focus()
    })
  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault()
    // Same address in another case: the code already sent still works (e-mails compare case-insensitively).
    if (step === 'email') return void (sameEmail(email, codeFor) ? go('code') : sendCode())
    const secret = String(new FormData(ev.currentTarget).get('secret') ?? '')
    void run(async () => {
      await (step === 'code'
        ? loginWithEmailCode(passportContext, email, secret)
        : loginWithDocument(passportContext, email, secret))
      setStep('email')
      onDone()
    })
  }
  const withDocument = () => form.current?.reportValidity() && go('doc')
  const withProvider = () =>
    void run(async () => {
      if (await popupLogin(passportContext)) onDone()
    })
  return {
    step,
    email,
    setEmail,
    error,
    busy,
    field,
    form,
    go,
    submit,
    withDocument,
    withProvider,
    resend: () => void sendCode()
  }
}
