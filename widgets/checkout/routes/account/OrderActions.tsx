import { useState } from 'react'
import { useKeptFocus } from './use-kept-focus'
import { useErrors } from '#widgets/checkout/parts/use-errors'
import { availableActions, type OrderAction } from '#core/account/order-actions'
import type { LabelKey } from '#core/i18n'
import type { Order } from '#core/schemas/order'
import { money, t } from '#core/page/context'
import { ConfirmDialog } from '#widgets/ui/ConfirmDialog'
import { cardErrors } from '../checkout/card-errors'
import { loadCardRules } from '#widgets/checkout/state/card-rules'
import type { CardErrors } from '../checkout/CardFields'
import { type NewPayment, PaymentChoice } from './PaymentChange'
import { cancelSubscription, OrderToo } from './cancel-subscription'
import { runAction } from './run-action'

// The order page's buttons: the period of a subscription is changed on the subscriptions page.
type PageAction = Exclude<OrderAction, 'change_period'>

const QUESTION: Record<PageAction, LabelKey> = {
  cancel_order: 'orders.cancel_confirm',
  reopen_order: 'account.reopen_confirm',
  buy_again: 'account.buy_again_confirm',
  change_payment_method: 'account.change_payment_confirm',
  cancel_subscription: 'account.cancel_subscription_confirm'
}

interface Props {
  order: Order
  onChange(order: Order): void
  navigate(path: string): void
}

type Note = { text: string; alert: boolean; cart?: boolean }

/** Runs an action once confirmed; what happened is said in the note (the platform's refusal in its own words). */
function useActionRun({ order, onChange, navigate }: Props) {
  const [note, setNote] = useState<Note>({ text: '', alert: false })
  const [busy, setBusy] = useState(false)
  const run = async (action: PageAction, payment?: NewPayment, orderToo = false) => {
    setBusy(true)
    setNote({ text: '', alert: false })
    try {
      if (action === 'cancel_subscription') {
        const { order: updated, ...done } = await cancelSubscription(order, orderToo)
        if (updated) onChange(updated)
        setNote(done)
        return
      }
      const r = await runAction(order, action, undefined, payment)
      if ('refused' in r) {
        if (r.updated) onChange(r.updated)
        setNote({ text: r.refused, alert: true })
      } else if ('order' in r) {
        onChange(r.order)
        setNote({ text: t('account.action_done'), alert: false })
      } else if (r.unavailable.length || r.changed.length) {
        // Never silently: what was left out and every price that changed since the order, with the way to the cart.
        const lines = r.changed.map((c) =>
          t('account.price_changed', { name: c.name, was: money(c.was), now: money(c.now) })
        )
        if (r.unavailable.length) lines.unshift(t('account.unavailable_items', { items: r.unavailable.join(', ') }))
        setNote({ text: lines.join(' '), alert: true, cart: true })
      } else navigate('cart')
    } catch (e) {
      console.error('[vitrine] order action', e)
      setNote({ text: t('error.generic'), alert: true })
    } finally {
      setBusy(false)
    }
  }
  return { note, busy, run }
}

/** Card problems (Luhn, expiry, CVV) in the shopper's words, keyed by field; empty when the card can be tokenised. */
const cardProblemsOf = async (payment: NewPayment | null): Promise<CardErrors> =>
  payment?.method === 'credit_card'
    ? (Object.fromEntries(
        Object.entries(cardErrors(payment.card, await loadCardRules(), payment.saved)).map(([k, v]) => [
          k,
          t(v as 'field.required')
        ])
      ) as CardErrors)
    : {}

const cardOf = (payment: NewPayment | null) => (payment?.method === 'credit_card' ? payment.card : undefined)

/** The actions the transitions table allows for this order, each confirmed before it runs. */
export function OrderActions(props: Props) {
  const { order } = props
  const [asking, setAsking] = useState<PageAction | null>(null)
  const [payment, setPayment] = useState<NewPayment | null>({ method: 'banking_billet' })
  const [orderToo, setOrderToo] = useState(false)
  const { errors: cardProblems, setErrors: setCardProblems, edited } = useErrors<CardErrors>()
  // A corrected field loses its error at once, as in the checkout's forms; Confirmar checks every field again.
  const choose = (next: NewPayment | null) => {
    edited(cardOf(payment), cardOf(next))
    setPayment(next)
  }
  const { note, busy, run } = useActionRun(props)
  // A card is checked before the dialog closes; its fields say what is wrong.
  const confirm = async (action: PageAction) => {
    const problems = action === 'change_payment_method' ? await cardProblemsOf(payment) : {}
    setCardProblems(problems)
    if (Object.keys(problems).length || (action === 'change_payment_method' && !payment)) return
    setAsking(null)
    void run(action, payment ?? undefined, orderToo)
  }
  const actions = availableActions(order).filter((a): a is PageAction => a !== 'change_period')
  // An action done takes its own button away (a cancelled order cannot be cancelled): focus goes to the page's
  // heading, and the status line below says what happened.
  const kept = useKeptFocus<HTMLDivElement>((root) => root.closest('.vt-account')?.querySelector<HTMLElement>('h1'))
  return (
    <div className="vt-order__actions" aria-busy={busy} {...kept}>
      {actions.map((a) => (
        <button key={a} type="button" className="vt-button" onClick={() => busy || setAsking(a)}>
          {t(`orders.action.${a}`)}
        </button>
      ))}
      <p role={note.alert ? 'alert' : 'status'}>{note.text}</p>
      {note.cart && <a href="#/cart">{t('cart.see_cart')}</a>}
      {asking && (
        <ConfirmDialog
          title={t(`orders.action.${asking}`)}
          message={t(QUESTION[asking])}
          confirmLabel={t('common.confirm')}
          cancelLabel={t('common.back')}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        >
          {asking === 'change_payment_method' && (
            <PaymentChoice order={order} onChange={choose} errors={cardProblems} />
          )}
          {asking === 'cancel_subscription' && <OrderToo order={order} checked={orderToo} onChange={setOrderToo} />}
        </ConfirmDialog>
      )}
    </div>
  )
}
