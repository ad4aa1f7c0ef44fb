import { recurrenceOf as recurrenceField } from '#core/account/recurrence'
import { isPeriod, nextDate, type Period } from '#core/account/subscription'
import { formatDate } from '#core/format/date'
import { settings, t } from '#core/page/context'

/** The period and next date of an order's recurrence (untrusted: anything else reads as a one-off order). */
export function recurrenceOf(order: unknown): { period: Period; next?: string } | null {
  const r = recurrenceField(order)
  if (!r || !isPeriod(r.period)) return null
  return { period: r.period, ...(typeof r.next_date === 'string' ? { next: r.next_date } : {}) }
}

/**
 * Where the shopper commits (the review), and on the confirmation and the order: the order is a subscription, its
 * period, and what happens next — another order like it on the next date, until the shopper cancels it.
 */
export function SubscriptionNote({ period, next }: { period: Period; next?: string | Date }) {
  const date = formatDate(next ?? nextDate(new Date(), period), settings.lang, { dateStyle: 'long' })
  return (
    <p className="vt-subscription-note">
      <strong>{t('subscription.named', { period: t(`subscription.${period}`).toLowerCase() })}</strong>{' '}
      {t('subscription.what_next', { date })}
    </p>
  )
}
