import { useEffect, useRef } from 'react'
import { t } from '#core/page/context'
import { Identification } from './Identification'

/**
 * The session ended mid-checkout (not a logout): said, with the login in place above the step, which stays as it was
 * (its choices, the card typed in memory) so the shopper goes on from there once logged in again. A press on the step's
 * own button meanwhile is answered here: what to do, focus on the login.
 */
export function SessionEnded({ next, pressed }: { next(): void; pressed: number }) {
  const box = useRef<HTMLDivElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  // Focus left on nothing (the press that met the ended session) goes to the news; a shopper typing keeps their field.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) message.current?.focus()
  }, [])
  useEffect(() => {
    // Where the shopper types next: the code once asked for, else the e-mail.
    const at = box.current
    if (pressed)
      (at?.querySelector<HTMLElement>('input[name="secret"]') ?? at?.querySelector<HTMLElement>('input'))?.focus()
  }, [pressed])
  return (
    <div className="vt-checkout__relogin" data-session-ended ref={box}>
      <p ref={message} role="alert" tabIndex={-1} className="vt-form-error">
        {t('checkout.session_ended')}
      </p>
      <p role="status" data-relogin-hint>
        {pressed ? t('checkout.login_again_first') : ''}
      </p>
      <Identification next={next} again />
    </div>
  )
}
