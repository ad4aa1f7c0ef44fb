import { type RefObject, useEffect, useRef, useState } from 'react'
import {
  CONSENT_OPEN_EVENT,
  chooseConsent,
  consent,
  PURPOSES,
  type ConsentInput,
  type Purpose
} from '#core/integrations/integrations'
import { t } from '#core/page/context'
import { usePageId } from '../ui/page-id'
import { focusBack } from './focus-back'

const NONE: ConsentInput = { analytics: false, ads: false, functional: false }
const ALL: ConsentInput = { analytics: true, ads: true, functional: true }

/** "Escolher": one checkbox per purpose, none ticked until the shopper ticks it. */
function Purposes({
  draft,
  toggle,
  first
}: {
  draft: ConsentInput
  toggle(p: Purpose): void
  first: RefObject<HTMLInputElement | null>
}) {
  return (
    <fieldset className="vt-consent__purposes">
      <legend>{t('consent.purposes')}</legend>
      {PURPOSES.map((p, i) => (
        <label key={p}>
          <input ref={i ? undefined : first} type="checkbox" checked={!!draft[p]} onChange={() => toggle(p)} />
          {t(`consent.${p}`)}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * A non-modal region (it never traps focus or hides the page): native buttons and checkboxes make it keyboard complete.
 * Nothing is pre-ticked under "Escolher": consent must be an act of the shopper.
 */
export function ConsentBanner({ privacyUrl }: { privacyUrl: string }) {
  const [choice, setChoice] = useState(consent.get())
  const [choosing, setChoosing] = useState(false)
  // Opened again after a choice ('Preferências de cookies', storefront.consent.open()).
  const [reopened, setReopened] = useState(false)
  const [draft, setDraft] = useState<ConsentInput>(NONE)
  const first = useRef<HTMLInputElement>(null)
  // What had focus before the shopper entered the banner: focus goes back there when a choice closes it.
  const before = useRef<HTMLElement | null>(null)
  const id = usePageId()
  // subscribe, not listen: a choice made between the first render and this effect is seen too.
  useEffect(() => consent.subscribe(setChoice), [])
  useEffect(() => {
    const open = () => {
      const c = consent.get()
      before.current = document.activeElement as HTMLElement | null
      setDraft(c ? { analytics: c.analytics, ads: c.ads, functional: c.functional } : NONE)
      setReopened(true)
      setChoosing(true)
      // Already choosing: the effect below does not run again, so focus goes to the choices here.
      requestAnimationFrame(() => first.current?.focus())
    }
    const onClick = (e: MouseEvent) => {
      if (!(e.target as Element | null)?.closest?.('[data-consent-open]')) return
      e.preventDefault()
      open()
    }
    addEventListener(CONSENT_OPEN_EVENT, open)
    document.addEventListener('click', onClick)
    return () => {
      removeEventListener(CONSENT_OPEN_EVENT, open)
      document.removeEventListener('click', onClick)
    }
  }, [])
  useEffect(() => {
    if (choosing) first.current?.focus()
  }, [choosing])
  if (choice && !reopened) return null
  const toggle = (p: Purpose) => setDraft((d) => ({ ...d, [p]: !d[p] }))
  const choose = (input: ConsentInput) => (e: { currentTarget: HTMLElement }) => {
    const hadFocus = e.currentTarget.contains(document.activeElement)
    setReopened(false)
    setChoosing(false)
    chooseConsent(input)
    if (hadFocus) focusBack(before.current)
  }
  return (
    <section
      className="vt-consent"
      role="region"
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}d`}
      onFocusCapture={(e) => {
        const from = e.relatedTarget as HTMLElement | null
        if (from && !e.currentTarget.contains(from)) before.current = from
      }}
    >
      <h2 className="vt-consent__title" id={`${id}t`}>
        {t('consent.title')}
      </h2>
      <p className="vt-consent__text" id={`${id}d`}>
        {t('consent.text')} <a href={privacyUrl}>{t('consent.privacy')}</a>
      </p>
      {choosing && <Purposes draft={draft} toggle={toggle} first={first} />}
      <div className="vt-consent__actions">
        <button type="button" onClick={choose(NONE)}>
          {t('consent.reject')}
        </button>
        {choosing ? (
          <button type="button" onClick={choose(draft)}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </button>
        )}
        <button type="button" className="vt-consent__accept" onClick={choose(ALL)}>
          {t('consent.accept_all')}
        </button>
      </div>
    </section>
  )
}
