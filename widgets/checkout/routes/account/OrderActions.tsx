import { useState } from 'react'
import { availableActions, type OrderAction } from '../../../../core/account/order-actions'
import type { LabelKey } from '../../../../core/i18n'
import type { Order } from '../../../../core/schemas/order'
import { t } from '../../../../core/runtime'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
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

/** The actions the transitions table allows for this order, each confirmed before it runs. */
export function OrderActions({ order, onChange, navigate }: Props) {
  const [asking, setAsking] = useState<PageAction | null>(null)
  const [note, setNote] = useState<{ text: string; alert: boolean; cart?: boolean }>({ text: '', alert: false })
  const [busy, setBusy] = useState(false)

  const run = async (action: PageAction) => {
    setAsking(null)
    setBusy(true)
    setNote({ text: '', alert: false })
    try {
      const r = await runAction(order, action)
      if ('refused' in r) setNote({ text: r.refused, alert: true })
      else if ('order' in r) {
        onChange(r.order)
        setNote({ text: t('account.action_done'), alert: false })
      } else if (r.unavailable.length)
        setNote({ text: t('account.unavailable_items', { items: r.unavailable.join(', ') }), alert: true, cart: true })
      else navigate('cart')
    } catch (e) {
      console.error('[vitrine] order action', e)
      setNote({ text: t('error.generic'), alert: true })
    } finally {
      setBusy(false)
    }
  }

  const actions = availableActions(order).filter((a): a is PageAction => a !== 'change_period')
  return (
    <div className="vt-order__actions" aria-busy={busy}>
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
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  )
}
