import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { orderRows, rowsToRead } from '../../../../core/account/order-rows'
import { passport, passportContext } from '../../../../core/page/passport'
import { fetchOrder, ORDERS_COUNT } from '../../../../core/passport/orders'
import type { Order } from '../../../../core/schemas/order'
import { readOrders, rememberOrder } from './order-store'

/** Which rows are on screen: each row registers its element through `observe` (a ref callback). */
function useOnScreen() {
  const [visible, setVisible] = useState<ReadonlySet<string>>(new Set())
  const io = useRef<IntersectionObserver | null>(null)
  useEffect(() => () => io.current?.disconnect(), [])
  const observe = useCallback((el: HTMLElement | null) => {
    if (!el) return
    const id = el.dataset.order ?? ''
    // Without an observer (an old browser) every drawn row counts as on screen.
    if (typeof IntersectionObserver === 'undefined') {
      setVisible((old) => (old.has(id) ? old : new Set(old).add(id)))
      return
    }
    io.current ??= new IntersectionObserver((entries) => {
      const seen = entries.filter((e) => e.isIntersecting).map((e) => (e.target as HTMLElement).dataset.order ?? '')
      if (seen.length) setVisible((old) => (seen.every((s) => old.has(s)) ? old : new Set([...old, ...seen])))
    })
    io.current.observe(el)
  }, [])
  return [visible, observe] as const
}

/**
 * The customer record's orders as rows, drawn at once, newest first (ORDERS_COUNT more with `more`); each row is
 * completed when its order is read. Only rows on screen are read (or every row with `everyRow`, for a screen that must
 * read an order to know whether to show it), one GET each, newest first, never twice; orders read are kept for the
 * session. `retry` reads again the ones that failed.
 */
export function useOrders({ everyRow = false } = {}) {
  const customer = useStore(passport.$customer)
  const [read, setRead] = useState(readOrders)
  const [failed, setFailed] = useState<string[]>([])
  const [shown, setShown] = useState(ORDERS_COUNT)
  const [visible, observe] = useOnScreen()
  const asked = useRef(new Set<string>())
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    []
  )
  const rows = useMemo(() => orderRows(customer?.orders, read), [customer, read])
  const drawn = everyRow ? rows : rows.slice(0, shown)
  const wanted = useMemo(() => (everyRow ? new Set(rows.map((r) => r.ref._id)) : visible), [everyRow, rows, visible])

  const take = (order: Order) => {
    rememberOrder(order)
    if (live.current) setRead(new Map(readOrders()))
  }
  // One order at a time, the newest row on screen not yet read first: the passport spaces its requests about a second
  // apart anyway, and the host's queue would not keep their order (nor let a row scrolled to meanwhile go first).
  const now = useRef({ drawn, wanted })
  now.current = { drawn, wanted }
  const running = useRef(false)
  const pump = () => {
    if (running.current || !live.current) return
    const [ref] = rowsToRead(now.current.drawn, now.current.wanted, asked.current)
    if (!ref) return
    running.current = true
    asked.current.add(ref._id)
    fetchOrder(passportContext, ref._id)
      .then(take, (e) => {
        console.warn(`[vitrine] order ${ref._id} could not be loaded`, e)
        if (live.current) setFailed((old) => [...old, ref._id])
      })
      .finally(() => {
        running.current = false
        pump()
      })
  }
  useEffect(pump)
  const busy = drawn.some((r) => !r.order && wanted.has(r.ref._id) && !failed.includes(r.ref._id))

  return {
    rows: drawn,
    observe,
    failed,
    busy,
    more: () => setShown((n) => n + ORDERS_COUNT),
    hasMore: !everyRow && shown < rows.length,
    retry: () => {
      for (const id of failed) asked.current.delete(id)
      setFailed([])
    },
    replace: take
  }
}
