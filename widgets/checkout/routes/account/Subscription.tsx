import { useState } from 'react'
import { canRun, type OrderAction, subscriptionRuns } from '#core/account/order-actions'
import { recurrenceOf } from '#core/account/recurrence'
import type { Period } from '#core/account/subscription'
import { formatDate } from '#core/format/date'
import type { Order } from '#core/schemas/order'
import { settings, t } from '#core/page/context'
import { ConfirmDialog } from '#widgets/ui/ConfirmDialog'
import { SubscriptionPeriod } from '#widgets/ui/SubscriptionPeriod'
import { cancelSubscription, OrderToo } from './cancel-subscription'
import { runAction } from './run-action'
import { useKeptFocus } from './use-kept-focus'

interface Props {
  order: Order
  period: Period
  onChange(order: Order): void
}

type Note = { text: string; alert: boolean }

/** Runs a confirmed action; the platform's refusal is shown as it gives it, and nothing changes locally then. */
async function runConfirmed(
  order: Order,
  action: OrderAction,
  choice: Period,
  orderToo: boolean,
  onChange: Props['onChange']
): Promise<Note> {
  try {
    if (action === 'cancel_subscription') {
      const { order: updated, ...note } = await cancelSubscription(order, orderToo)
      if (updated) onChange(updated)
      return note
    }
    const r = await runAction(order, action, choice)
    if ('order' in r) {
      onChange(r.order)
      return { text: t('account.action_done'), alert: false }
    }
    return 'refused' in r ? { text: r.refused, alert: true } : { text: '', alert: false }
  } catch (e) {
    console.error('[vitrine] subscription', e)
    return { text: t('error.generic'), alert: true }
  }
}

/** What is delivered, the order it comes from, whether it runs and when the next delivery is. */
function Summary({ order }: { order: Order }) {
  const next = recurrenceOf(order)?.next_date
  const active = subscriptionRuns(order)
  const names = (order.items ?? []).map((i) => i.name).filter(Boolean)
  return (
    <>
      <h2 tabIndex={-1}>{names.join(', ') || t('subscription.title')}</h2>
      <p>
        <a href={`#/account/orders/${encodeURIComponent(order._id)}`}>
          {t('orders.order_number', { number: order.number ?? '' })}
        </a>
        {' · '}
        {t(active ? 'subscription.active' : 'subscription.cancelled')}
        {active && typeof next === 'string' && (
          <>
            {' '}
            · {t('subscription.next_delivery')}: {formatDate(next, settings.lang)}
          </>
        )}
      </p>
    </>
  )
}

/** One subscription: what, how often, when next; the period and the cancellation are confirmed before they run. */
export function Subscription({ order, period, onChange }: Props) {
  const [choice, setChoice] = useState<Period>(period)
  const [asking, setAsking] = useState<OrderAction | null>(null)
  const [note, setNote] = useState<Note>({ text: '', alert: false })
  const [orderToo, setOrderToo] = useState(false)
  const active = subscriptionRuns(order)
  const run = async (action: OrderAction) => {
    setAsking(null)
    setNote(await runConfirmed(order, action, choice, orderToo, onChange))
  }
  const changing = asking === 'change_period'
  // A confirmed change disables Salvar and a cancellation takes the buttons away: focus goes to this subscription's
  // heading, whose status line below says what happened, instead of falling to the top of the page.
  const kept = useKeptFocus<HTMLElement>((root) => root.querySelector<HTMLElement>('h2'))
  return (
    <article
      className="vt-subscription"
      aria-label={t('orders.order_number', { number: order.number ?? '' })}
      {...kept}
    >
      <Summary order={order} />
      {active && canRun(order, 'change_period') && (
        <>
          <SubscriptionPeriod value={choice} onChange={setChoice} legend={t('subscription.period')} />
          <button
            type="button"
            className="vt-button"
            disabled={choice === period}
            onClick={() => setAsking('change_period')}
          >
            {t('common.save')}
          </button>
        </>
      )}
      {active && canRun(order, 'cancel_subscription') && (
        <button type="button" className="vt-button" onClick={() => setAsking('cancel_subscription')}>
          {t('orders.action.cancel_subscription')}
        </button>
      )}
      <p role={note.alert ? 'alert' : 'status'}>{note.text}</p>
      {asking && (
        <ConfirmDialog
          title={t(changing ? 'subscription.period' : 'orders.action.cancel_subscription')}
          message={t(changing ? 'account.change_period_confirm' : 'account.cancel_subscription_confirm')}
          confirmLabel={t('common.confirm')}
          cancelLabel={t('common.back')}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        >
          {changing ? null : <OrderToo order={order} checked={orderToo} onChange={setOrderToo} />}
        </ConfirmDialog>
      )}
    </article>
  )
}
