import { useEffect, useState } from 'react'
import { safeLink } from '#core/account/order-detail'
import { clockText, type PixCode, type PixPhase, pixTimeLeft } from '#core/payments/pix'
import { t } from '#core/page/context'
import { copyText } from '#widgets/ui/copy-text'
import { pixDemoLink } from '#widgets/checkout/state/pix-demo'

// What the Pix screen shows in each of its states: the code while it waits (QR, code to copy, time left), the status
// line, the new code's button, and the word that no valid code came.

type QrModule = typeof import('./qr')
let qrModule: Promise<QrModule> | undefined

/** The QR code drawn from the payload, once the encoder's chunk has arrived (it loads only with a Pix code). */
export function PixQr({ code }: { code: string }) {
  const [qr, setQr] = useState<QrModule>()
  useEffect(() => {
    let live = true
    ;(qrModule ??= import('./qr')).then(
      (m) => live && setQr(m),
      (e) => console.error('[vitrine] the QR code could not load; the code can still be copied', e)
    )
    return () => {
      live = false
    }
  }, [])
  // data-keep-visible: a floating button steps aside rather than cover any of it (a cut QR does not scan).
  if (!qr) return <div className="vt-pix__qr" aria-hidden="true" data-keep-visible="" />
  const { size, d, px } = qr.qrPath(code)
  return (
    <svg
      className="vt-pix__qr"
      data-keep-visible=""
      width={px}
      height={px}
      role="img"
      aria-label={t('pix.qr_label')}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}

/** The "copia e cola" code, readable and selectable, with its copy button and what became of the copy. */
export function PixCopy({ code }: { code: string }) {
  const [note, setNote] = useState('')
  const copy = async () => setNote(t((await copyText(code)) ? 'payment.copied' : 'error.clipboard'))
  return (
    <div className="vt-pix__copy">
      <label>
        {t('pix.code')}
        <textarea readOnly rows={3} value={code} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="vt-button vt-button--primary" onClick={() => void copy()}>
        {t('pix.copy')}
      </button>
      <p role="status">{note}</p>
    </div>
  )
}

/** A Pix transaction without a valid BR Code: said plainly, with the app's payment page when it gave one. */
export function PixUnavailable({ transaction, nested }: { transaction: unknown; nested: boolean | undefined }) {
  const Heading = nested ? 'h3' : 'h2'
  const given = (transaction as { payment_link?: unknown } | null)?.payment_link
  const link = safeLink(typeof given === 'string' ? given : undefined)
  return (
    <section className="vt-pix" aria-labelledby="vt-pix-title" data-pix-phase="unavailable">
      <Heading id="vt-pix-title">{t('pix.title')}</Heading>
      <p role="status" className="vt-pix__status">
        {t('pix.unavailable')}
      </p>
      {link ? (
        <p>
          <a className="vt-button" href={link} target="_blank" rel="noopener">
            {t('pix.payment_link')}
          </a>
        </p>
      ) : null}
    </section>
  )
}

/** The status line of each phase; while a kept code is being checked, says so. */
export function statusText(phase: PixPhase, known: boolean): string {
  if (phase === 'paid') return t('pix.paid_detail')
  if (phase === 'expired') return t('pix.expired')
  if (phase === 'closed') return t('pix.closed')
  return t(known ? 'pix.waiting' : 'pix.checking')
}

/** A code waiting to be paid: how to pay, the QR, the time left (none without an expiry), the code to copy. */
export function PixWaiting({ charge, now }: { charge: PixCode; now: number }) {
  const demo = charge.txid ? pixDemoLink(charge.txid) : undefined
  return (
    <>
      <p>{t('pix.instructions')}</p>
      <PixQr code={charge.code} />
      {/* role timer: read when reached, never announced every second */}
      {charge.expires !== null ? (
        <p role="timer" className="vt-pix__time">
          {t('pix.time_left', { time: clockText(pixTimeLeft(charge.expires, now)) })}
        </p>
      ) : null}
      <PixCopy code={charge.code} />
      {demo ? (
        <p className="vt-pix__demo">
          <a href={demo} target="_blank" rel="noopener">
            {t('pix.demo_pay')}
          </a>
        </p>
      ) : null}
    </>
  )
}

/** The expired code's way on: a new code on the same order, and what went wrong when it could not be issued. */
export function PixRenew({ busy, failed, onRenew }: { busy: boolean; failed: boolean; onRenew(): void }) {
  return (
    <>
      <button
        type="button"
        className="vt-button vt-button--primary"
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={onRenew}
      >
        {t('pix.renew')}
      </button>
      {failed ? <p role="alert">{t('pix.renew_failed')}</p> : null}
    </>
  )
}
