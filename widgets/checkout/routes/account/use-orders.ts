import { useEffect, useRef, useState } from 'react'
import { pageRefs, streamOrders, withOrder } from '../../../../core/account/order-page'
import { passport, passportContext } from '../../../../core/page/passport'
import { ORDERS_COUNT } from '../../../../core/passport/orders'
import type { OrderRef } from '../../../../core/schemas/customer'
import type { Order } from '../../../../core/schemas/order'

/**
 * The customer record's orders, newest first, a page of ORDERS_COUNT at a time (the first at once): only the refs
 * asked for are fetched, one GET each, shown as they arrive. `more` asks for the next page; `retry` reads again only
 * the ones that failed. A ref already asked for is never asked again while its answer is pending.
 */
export function useOrders() {
  const [orders, setOrders] = useState<Order[]>([])
  const [failed, setFailed] = useState<OrderRef[]>([])
  const [pending, setPending] = useState(0)
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    []
  )

  const read = (refs: OrderRef[]) => {
    setPending((n) => n + refs.length)
    streamOrders(passportContext, refs, {
      onOrder: (o) => live.current && setOrders((old) => withOrder(old, o)),
      onFail: (ref) => live.current && setFailed((old) => [...old, ref])
    })
      .catch((e) => {
        console.warn('[vitrine] orders', e)
        if (live.current) setFailed((old) => [...old, ...refs])
      })
      .finally(() => live.current && setPending((n) => n - refs.length))
  }
  const [shown, setShown] = useState(0)
  const more = () => {
    const refs = pageRefs(passportContext, shown, ORDERS_COUNT)
    setShown(shown + refs.length)
    read(refs)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page of orders is read once on mount; later pages come from more() itself
  useEffect(more, [])
  const retry = () => {
    const refs = failed
    setFailed([])
    read(refs)
  }
  return {
    orders,
    failed,
    busy: pending > 0,
    more,
    hasMore: shown < (passport.getCustomer().orders?.length ?? 0),
    retry,
    replace: (o: Order) => setOrders((old) => withOrder(old, o))
  }
}
