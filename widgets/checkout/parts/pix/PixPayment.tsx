import { type RefObject, useEffect, useRef, useState } from 'react'
import { arrivedJustNow, isPix, PIX_POLL, type PixCode, type PixPhase, pixCharge, pixPhase } from '#core/payments/pix'
import { t } from '#core/page/context'
import { PixRenew, PixUnavailable, PixWaiting, statusText } from './PixParts'
import { renewPix, watchOrder } from './watch'

/** Ticks every second while `on`, giving the time now (the page's clock, so tests can move it). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!on) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [on])
  return now
}

interface Props {
  orderId: string
  /** The order's Pix transaction as the platform gave it (checkout answer, order, or a renewal). */
  transaction: unknown
  /** The shopper's clock when the transaction arrived (the time left counts from it); absent for an order read later. */
  receivedAt?: number | undefined
  /** The payment status known when the page opened. */
  financial?: string | undefined
  orderStatus?: string | undefined
  /** A new code was issued: the caller keeps the transaction (so a reload shows it). */
  onRenewed?(transaction: Record<string, unknown>, receivedAt: number): void
  /** Inside a section that has its own h2 (the account's order page). */
  nested?: boolean
  /** The payment status the watch found, for the rest of the page. */
  onStatus?(financial: string | undefined): void
}

/**
 * Watches the order while its code waits to be paid; each status the platform answers goes to `onStatus`, and the
 * watch ends once the phase is no longer pending. A code that did not arrive just now (a reload, the account) is
 * looked up at once: the bank may have expired or paid it since. `onFail` hears a look that failed.
 */
function useWatchWhilePending(
  orderId: string,
  charge: PixCode | null,
  pending: boolean,
  arrived: RefObject<number | undefined>,
  onStatus: (next: { financial: string | undefined; order: string | undefined }) => void,
  onFail: () => void
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watch per code while it is pending; the callbacks are new functions each render and only set state
  useEffect(() => {
    if (!charge || !pending) return
    const w = watchOrder(
      orderId,
      (s) => {
        const next = { financial: s.financial_status?.current, order: s.status }
        onStatus(next)
        return pixPhase(next, charge.expires, Date.now()) !== 'pending'
      },
      undefined,
      arrivedJustNow(arrived.current, Date.now()) ? PIX_POLL.first : 0,
      onFail
    )
    return w.stop
  }, [orderId, charge, pending])
}

/** Focus follows the news: to the heading when the code leaves (paid, expired) or a new one replaced it. */
function useNewsFocus(
  phase: PixPhase | null,
  charge: PixCode | null,
  box: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
  renewed: RefObject<boolean>
) {
  // The code and its button leave once it is paid or expired: focus inside them goes to the news, not to <body>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the phase changes; the refs are stable
  useEffect(() => {
    if (phase === 'pending' || phase === null) return
    const active = document.activeElement
    if (active === document.body || (active && box.current?.contains(active))) heading.current?.focus()
  }, [phase])

  // The renew button goes with the expired code: focus goes to the new code's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new code replaced the old one; the refs are stable
  useEffect(() => {
    if (!renewed.current) return
    renewed.current = false
    heading.current?.focus()
  }, [charge])
}

/**
 * A Pix order's payment: QR code, the code to copy and the time left while it waits; it watches the order and says
 * "Pagamento confirmado" as soon as the platform has the payment, and offers a new code once this one expired.
 */
export function PixPayment({
  orderId,
  transaction,
  receivedAt,
  financial,
  orderStatus,
  onRenewed,
  onStatus,
  nested
}: Props) {
  const Heading = nested ? 'h3' : 'h2'
  const [charge, setCharge] = useState<PixCode | null>(() => pixCharge(transaction, receivedAt))
  const [status, setStatus] = useState({ financial, order: orderStatus })
  const [renewing, setRenewing] = useState(false)
  const [renewError, setRenewError] = useState(false)
  const box = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const renewed = useRef(false)
  const arrived = useRef(receivedAt)
  // A code that did not arrive just now is offered once the platform says it still waits (never a code the bank
  // already expired); if the platform cannot be reached, the code is offered as it came.
  const [known, setKnown] = useState(() => arrivedJustNow(receivedAt, Date.now()))
  const now = useNow(charge?.expires != null)
  const phase: PixPhase | null = charge ? pixPhase(status, charge.expires, now) : null

  useWatchWhilePending(
    orderId,
    charge,
    phase === 'pending',
    arrived,
    (next) => {
      setKnown(true)
      setStatus(next)
      onStatus?.(next.financial)
    },
    () => setKnown(true)
  )
  useNewsFocus(phase, charge, box, heading, renewed)

  if (!charge) return isPix(transaction) ? <PixUnavailable transaction={transaction} nested={nested} /> : null
  const renew = async () => {
    if (renewing) return
    setRenewing(true)
    setRenewError(false)
    try {
      const tx = await renewPix(orderId)
      const at = Date.now()
      const next = pixCharge(tx, at)
      if (!next) throw new Error('the new Pix code is not a valid BR Code')
      onRenewed?.(tx, at)
      arrived.current = at
      setKnown(true)
      setCharge(next)
      setStatus((s) => ({ ...s, financial: 'pending' }))
      renewed.current = true
    } catch (e) {
      console.error('[vitrine] a new Pix code could not be issued', e)
      setRenewError(true)
    } finally {
      setRenewing(false)
    }
  }
  return (
    <section className="vt-pix" ref={box} aria-labelledby="vt-pix-title" data-pix-phase={phase}>
      <Heading id="vt-pix-title" ref={heading} tabIndex={-1}>
        {phase === 'paid' ? t('pix.paid') : t('pix.title')}
      </Heading>
      <p role="status" className="vt-pix__status">
        {statusText(phase ?? 'pending', known)}
      </p>
      {phase === 'pending' && known ? <PixWaiting charge={charge} now={now} /> : null}
      {phase === 'expired' ? <PixRenew busy={renewing} failed={renewError} onRenew={() => void renew()} /> : null}
    </section>
  )
}
