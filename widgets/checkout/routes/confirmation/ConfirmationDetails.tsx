import * as z from 'zod/mini'
import { formatDate } from '#core/format/date'
import { money, settings, t } from '#core/page/context'
import { purchaseDetails } from '#widgets/checkout/state/purchase-details'

const BilletDue = z.object({ valid_thru: z.string() })

/** The boleto's due date from the transaction, when it names a readable one. */
export function billetDueDate(billet: unknown): string | null {
  const r = BilletDue.safeParse(billet)
  if (!r.success || Number.isNaN(Date.parse(r.data.valid_thru))) return null
  return formatDate(r.data.valid_thru, settings.lang, { day: '2-digit', month: '2-digit', year: 'numeric' })
}

/**
 * What was bought, where it goes and how it is paid (each part: points, then the method), as chosen at the review;
 * then the way onward: the order's own page and the store.
 */
export function ConfirmationDetails({ orderId, billet }: { orderId: string; billet?: unknown }) {
  const d = purchaseDetails()
  const due = billet ? billetDueDate(billet) : null
  return (
    <>
      {due ? <p className="vt-confirmation__due">{t('checkout.billet_due_date', { date: due })}</p> : null}
      {d ? (
        <section className="vt-confirmation__details" aria-label={t('checkout.review')}>
          <h2>{t('checkout.items')}</h2>
          <ul className="vt-confirmation__items">
            {d.items.map((i) => (
              <li key={`${i.name}|${i.quantity}|${i.total}`}>
                <span>
                  {i.quantity} × {i.name}
                </span>
                <span>{money(i.total)}</span>
              </li>
            ))}
          </ul>
          <h2>{t('checkout.delivery_to')}</h2>
          <p>
            {d.address}
            {d.service ? ` · ${d.service}` : ''}
          </p>
          <h2>{t('checkout.paid_with')}</h2>
          <ul className="vt-confirmation__items">
            {d.payments.map((p) => (
              <li key={p.label}>
                <span>{p.label}</span>
                {p.amount !== undefined ? <span>{money(p.amount)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="vt-confirmation__links">
        <a className="vt-button vt-button--primary" href={`#/account/orders/${encodeURIComponent(orderId)}`}>
          {t('checkout.see_order')}
        </a>
        <a className="vt-button" href="/">
          {t('checkout.back_to_store')}
        </a>
      </p>
    </>
  )
}
