import { useEffect, useState } from 'react'
import { onTick } from '#core/page/ticker'
import { t } from '#core/page/context'

const pad = (n: number) => String(n).padStart(2, '0')

/** "2d 03:04:05" style time left; days only when there is at least one. */
export function timeLeft(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(s / 86400)
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
  return days ? `${days}d ${clock}` : clock
}

/** Time left in a dated promotion, driven by the page-wide ticker; hidden when the end is unreadable or past. */
export function PromotionEnds({ end }: { end: string | undefined }) {
  const at = end ? Date.parse(end) : NaN
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => (Number.isFinite(at) ? onTick(setNow) : undefined), [at])
  // The line keeps its place when there is nothing to show (an ended promotion), so nothing below moves. The clock
  // changes every second: it is hidden from screen readers, which get no per-second chatter.
  const text = Number.isFinite(at) && at > now ? t('product.ends_in', { time: timeLeft(at - now) }) : '\u00a0'
  return (
    <span className="vt-product__ends" aria-hidden="true">
      {text}
    </span>
  )
}
