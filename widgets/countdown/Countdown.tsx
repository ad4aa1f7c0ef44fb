import { useEffect, useState } from 'react'
import { beyondCap, countdownParts } from './parts'
import { onTick } from '#core/page/ticker'
import { bus, t } from '#core/page/context'

export interface CountdownProps {
  end: number
  maxHours?: number
  root: HTMLElement
}

const two = (n: number) => String(n).padStart(2, '0')

/** Days, hours, minutes, seconds to the end; at zero, the ended state and one `countdown:end` on the bus. */
export function Countdown({ end, maxHours, root }: CountdownProps) {
  const [now, setNow] = useState(Date.now())
  const parts = countdownParts(end, now, maxHours)
  useEffect(() => (parts.ended ? undefined : onTick(setNow)), [parts.ended])
  // biome-ignore lint/correctness/useExhaustiveDependencies: root is the island's element, fixed for its life; the end is announced once
  useEffect(() => {
    if (!parts.ended) return
    root.setAttribute('data-ended', '')
    bus.emit('countdown:end', { element: root })
  }, [parts.ended])
  // role=timer is not announced on every change (its live region is off); the label gives the sense of the numbers.
  if (parts.ended)
    return (
      <p className="vt-countdown" data-ended="">
        {t('countdown.ended')}
      </p>
    )
  // Farther than the cap: said as such (and ticking on, to count down once within it), never a frozen false time.
  const over = beyondCap(end, now, maxHours)
  if (over)
    return (
      <p className="vt-countdown">
        {'days' in over
          ? t('countdown.more_than_days', { count: over.days })
          : t('countdown.more_than_hours', { count: over.hours })}
      </p>
    )
  const units = [
    [parts.days, 'countdown.days'],
    [parts.hours, 'countdown.hours'],
    [parts.minutes, 'countdown.minutes'],
    [parts.seconds, 'countdown.seconds']
  ] as const
  return (
    <p className="vt-countdown" role="timer" aria-live="off">
      <span className="vt-countdown__label">{t('countdown.ends_in')}</span>
      {units.map(([value, key]) => (
        <span key={key} className="vt-countdown__unit">
          <b>{two(value)}</b> {t(key)}
        </span>
      ))}
    </p>
  )
}
