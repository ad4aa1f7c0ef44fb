import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { orderRows, rowsToAsk } from '#core/account/order-rows'
import { passport, passportContext } from '#core/page/passport'
import { fetchOrderList, ROW_FIELDS } from '#core/passport/order-list'
import { ORDERS_COUNT } from '#core/passport/orders'
import type { Order } from '#core/schemas/order'
import { readOrders, rememberOrder } from './order-store'

/**
 * The customer record's orders as rows, drawn at once, newest first (ORDERS_COUNT more with `more`); the rows drawn
 * and not yet read are completed from one list request with only the fields a row shows, never one request per row,
 * so a long history costs no more than a short one. What was read is kept for the session. `retry` asks again after a
 * failed list.
 */
export function useOrders() {
  const customer = useStore(passport.$customer)
  const [read, setRead] = useState(readOrders)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [shown, setShown] = useState(ORDERS_COUNT)
  const asked = useRef(new Set<string>())
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    []
  )
  const rows = useMemo(() => orderRows(customer?.orders, read), [customer, read])
  const drawn = rows.slice(0, shown)

  const take = (orders: readonly Order[]) => {
    for (const o of orders) rememberOrder(o)
    if (live.current) setRead(new Map(readOrders()))
  }
  // A row the answer lacks (the record listing an order the list does not) keeps the record's summary.
  useEffect(() => {
    const ask = busy || failed ? null : rowsToAsk(drawn, asked.current)
    if (!ask) return
    const { offset, ids } = ask
    for (const id of ids) asked.current.add(id)
    setBusy(true)
    fetchOrderList(passportContext, { fields: ROW_FIELDS, offset, limit: ids.length })
      .then(take, (e) => {
        console.warn('[vitrine] orders could not be loaded', e)
        for (const id of ids) asked.current.delete(id)
        if (live.current) setFailed(true)
      })
      .finally(() => live.current && setBusy(false))
  })

  return {
    rows: drawn,
    failed,
    busy,
    more: () => setShown((n) => n + ORDERS_COUNT),
    hasMore: shown < rows.length,
    retry: () => setFailed(false),
    replace: (order: Order) => take([order])
  }
}
