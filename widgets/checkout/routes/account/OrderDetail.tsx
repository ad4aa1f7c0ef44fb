import { historyOf, paymentOf, paymentsOf, safeLink, shippingOf } from '#core/account/order-detail'
import { subscriptionRuns } from '#core/account/order-actions'
import { isFreebie } from '#core/cart/freebie-flag'
import { formatDate } from '#core/format/date'
import { lineAddress } from '#core/parse/address'
import { maskZip } from '#core/parse/zip'
import { lineGroups } from '#core/cart/line-groups'
import { fromCents, toCents } from '#core/money/cents'
import { lineTotals } from '#core/money/cart-math'
import { latestPix, pixAwaits } from '#core/payments/pix'
import type { Order, OrderItem } from '#core/schemas/order'
import { money, settings, t } from '#core/page/context'
import { PaymentParts } from '#widgets/checkout/parts/PaymentParts'
import { PixPayment } from '#widgets/checkout/parts/pix/PixPayment'
import { recurrenceOf, SubscriptionNote } from '#widgets/checkout/parts/SubscriptionNote'
import { CopyCode } from './CopyCode'
import { StatusBadges } from './StatusBadges'

const when = (iso: string) => formatDate(iso, settings.lang, { dateStyle: 'short', timeStyle: 'short' })

function Totals({ order }: { order: Order }) {
  const a = order.amount
  if (!a) return null
  // Each discount as on every other screen: the minus sign (−), never a hyphen from a negative number.
  const rows: [string, string | undefined][] = [
    [t('cart.subtotal'), a.subtotal === undefined ? undefined : money(a.subtotal)],
    [t('checkout.freight'), a.freight === undefined ? undefined : money(a.freight)],
    [t('checkout.discount'), a.discount ? `−${money(a.discount)}` : undefined]
  ]
  return (
    <dl className="vt-order__totals">
      {rows
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      <div>
        <dt>{t('cart.total')}</dt>
        <dd>{money(a.total)}</dd>
      </div>
    </dl>
  )
}

const itemName = (item: OrderItem) => (
  <>
    {item.quantity} × {item.name ?? item.sku ?? item.product_id}
    {isFreebie(item) ? (
      <>
        {' '}
        <span className="vt-line__gift">{t('cart.freebie')}</span>
      </>
    ) : null}
  </>
)

/**
 * The items with their amounts, which add up to the subtotal: a kit's parts are listed under the kit's name with the
 * kit's total (its price shared out as the cart did, so no cent appears or goes missing).
 */
function Items({ items }: { items: OrderItem[] }) {
  const totals = lineTotals(items)
  return (
    <ul className="vt-order__items">
      {lineGroups(items).map((g) => {
        const sum = g.indexes.reduce((s, i) => s + toCents(totals[i] ?? 0), 0)
        return g.kit ? (
          <li key={g.kit._id} className="vt-order__kit">
            <span>
              {t('cart.kit')}: {g.kit.name ?? t('cart.kit')}
            </span>
            <span>{money(fromCents(sum))}</span>
            <ul>
              {g.lines.map((item, j) => (
                <li key={item._id ?? j}>{itemName(item)}</li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={g.lines[0]!._id ?? g.indexes[0]}>
            <span>{itemName(g.lines[0]!)}</span>
            <span>{money(fromCents(sum))}</span>
          </li>
        )
      })}
    </ul>
  )
}

function Payment({ order }: { order: Order }) {
  const p = paymentOf(order)
  const pending = order.financial_status?.current === 'pending' && order.status !== 'cancelled'
  const link = safeLink(p.billet?.link)
  // A Pix waiting to be paid (its code, QR and time left, watched like on the confirmation) or dropped by the bank.
  const pix = latestPix(order.transactions)
  return (
    <section>
      <h2>{t('account.payment')}</h2>
      <PaymentParts parts={paymentsOf(order)} />
      {pixAwaits(order) && (
        <PixPayment
          orderId={order._id}
          transaction={pix}
          financial={order.financial_status?.current}
          orderStatus={order.status}
          nested
        />
      )}
      {pending && p.billet?.code && <CopyCode label={t('payment.billet_code')} code={p.billet.code} />}
      {pending && link && (
        <p>
          <a href={link} target="_blank" rel="noopener">
            {t('payment.billet_print')}
          </a>
        </p>
      )}
    </section>
  )
}

function Shipping({ order }: { order: Order }) {
  const s = shippingOf(order)
  return (
    <section>
      <h2>{t('account.shipping')}</h2>
      {s.service && <p>{s.service}</p>}
      {s.to && (
        <p>
          {lineAddress(s.to, settings.lang)}
          {s.to.zip ? ` · ${t('address.zip')} ${maskZip(s.to.zip)}` : ''}
        </p>
      )}
      {s.tracking.length > 0 && (
        <ul>
          {s.tracking.map((c) => (
            <li key={c.code}>
              {c.link ? (
                <a href={c.link} target="_blank" rel="noopener">
                  {t('account.tracking_code', { code: c.code })}
                </a>
              ) : (
                t('account.tracking_code', { code: c.code })
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function History({ order }: { order: Order }) {
  const items = historyOf(order)
  if (!items.length) return null
  const label = (kind: string, status: string) => {
    // Prefixes written with their dot: that is how the build finds the labels a route needs.
    const key = `${kind === 'payment' ? 'payment_status.' : kind === 'fulfillment' ? 'fulfillment_status.' : 'order_status.'}${status}`
    return t(key as Parameters<typeof t>[0]) || status
  }
  return (
    <section>
      <h2>{t('account.history')}</h2>
      <ol className="vt-order__history">
        {items.map((e, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the history is shown whole, in order; entries carry no id
            key={i}
          >
            <time dateTime={e.date}>{when(e.date)}</time> {label(e.kind, e.status)}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Everything about one order: statuses, items, totals, payment, delivery and history. */
export function OrderDetail({ order }: { order: Order }) {
  const recurrence = recurrenceOf(order)
  // A cancelled subscription or order makes no more orders: the note is for one still running.
  const running = recurrence && subscriptionRuns(order)
  return (
    <div className="vt-order">
      <p>
        {order.created_at && when(order.created_at)} <StatusBadges order={order} />
      </p>
      {running ? <SubscriptionNote period={recurrence.period} next={recurrence.next} /> : null}
      <section>
        <h2>{t('orders.items')}</h2>
        <Items items={order.items ?? []} />
        <Totals order={order} />
      </section>
      <Payment order={order} />
      <Shipping order={order} />
      <History order={order} />
    </div>
  )
}
