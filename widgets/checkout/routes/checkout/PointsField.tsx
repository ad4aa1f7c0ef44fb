import { usePageId } from '#widgets/ui/page-id'
import type { PointsSplit } from '#core/checkout/points'
import { maxPointsUsable } from '#core/money/loyalty'
import { useState } from 'react'
import { formatPoints } from '#core/format/points'
import { parsePoints } from '#core/parse/points'
import { money, settings, t } from '#core/page/context'
import type { Customer } from '#core/schemas/customer'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { $totals } from '#widgets/checkout/state/cart-state'

/** Active points of unexpired entries (the customer record's loyalty_points_entries). */
export function pointsBalance(customer: Customer | null): number {
  const entries = (customer as { loyalty_points_entries?: unknown } | null)?.loyalty_points_entries
  if (!Array.isArray(entries)) return 0
  const now = Date.now()
  return entries.reduce((sum: number, e: { active_points?: unknown; valid_thru?: unknown }) => {
    const pts = typeof e?.active_points === 'number' && e.active_points > 0 ? e.active_points : 0
    const valid = typeof e?.valid_thru !== 'string' || Date.parse(e.valid_thru) > now
    return sum + (valid ? pts : 0)
  }, 0)
}

const points = (n: number) => formatPoints(n, settings.lang)

/**
 * How many points to use. More than the most usable is corrected to that most as it is typed, and the shopper is told
 * so: a silent cap would leave "999999" in the field over a total that used far fewer.
 */
export function PointsField({ balance, split }: { balance: number; split: PointsSplit }) {
  const id = usePageId()
  const totals = $totals.get()
  const max = Math.min(balance, maxPointsUsable(totals.subtotal, totals.total))
  const [capped, setCapped] = useState(false)
  // What the shopper typed, as typed ('47,' on the way to '47,5'); the draft keeps the number it reads as.
  const [text, setText] = useState(() => ($draft.get().points ? points($draft.get().points) : ''))
  const use = (typed: string) => {
    const n = parsePoints(typed, settings.lang)
    const over = n > max
    setCapped(over)
    setText(over ? points(max) : typed)
    patchDraft({ points: Math.min(max, Math.max(0, Number.isNaN(n) ? 0 : n)) })
  }
  return (
    <div className="vt-field">
      <p>{t('payment.points_balance', { points: points(balance) })}</p>
      <label htmlFor={id}>{t('checkout.points_use', { max: points(max) })}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onInput={(e) => use((e.target as HTMLInputElement).value)}
        aria-describedby={`${id}-rest`}
      />
      <p id={`${id}-rest`} aria-live="polite">
        {capped ? `${t('checkout.points_capped', { max: points(max) })} ` : ''}
        {t('payment.use_points', { points: points(split.points), value: money(split.value) })} ·{' '}
        {t('checkout.points_rest', { value: money(split.rest) })}
      </p>
    </div>
  )
}
