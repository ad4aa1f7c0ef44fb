import { useEffect, useRef, useState } from 'react'
import { streamOrders, withOrder } from '../../../../core/account/order-page'
import { passportContext } from '../../../../core/page/passport'
import type { OrderRef } from '../../../../core/schemas/customer'
import type { Order } from '../../../../core/schemas/order'

/**
 * Orders read one GET each and shown as they arrive. `read` asks for more refs; `retry` reads again only the ones
 * that failed. A ref already asked for is never asked again while its answer is pending.
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
  const retry = () => {
    const refs = failed
    setFailed([])
    read(refs)
  }
  return {
    orders,
    failed,
    busy: pending > 0,
    read,
    retry,
    replace: (o: Order) => setOrders((old) => withOrder(old, o))
  }
}
