import { type ReactNode, useEffect, useRef } from 'react'
import { t } from '../../../../core/runtime'
import { LoadError } from './LoadError'
import type { useOrders } from './use-orders'

interface Props extends Pick<ReturnType<typeof useOrders>, 'busy' | 'more' | 'hasMore' | 'retry'> {
  failed: boolean
  /** What the page says when the customer has none. */
  empty: string
  className: string
  children: ReactNode[]
}

/**
 * A list of the customer's orders (orders, subscriptions) with its states: empty, loading, failed with a retry, and
 * "Carregar mais". The button stays while its page loads (aria-disabled), and when the last page has come the list
 * takes focus, so it never falls to the page body.
 */
export function OrderList({ busy, more, hasMore, retry, failed, empty, className, children }: Props) {
  const list = useRef<HTMLUListElement>(null)
  // Set when the shopper presses "Carregar mais", which leaves once the last page has come.
  const acted = useRef(false)
  const showButton = hasMore || (busy && acted.current)
  useEffect(() => {
    if (busy || !acted.current) return
    acted.current = false
    if (!document.activeElement || document.activeElement === document.body) list.current?.focus()
  }, [busy])
  return (
    <div aria-busy={busy}>
      {!busy && !children.length && !failed && <p>{empty}</p>}
      {children.length > 0 && (
        <ul className={className} ref={list} tabIndex={-1}>
          {children}
        </ul>
      )}
      {failed && !busy && <LoadError retry={retry} />}
      {busy && <p role="status">{t('common.loading')}</p>}
      {showButton && (
        <button
          type="button"
          className="vt-button"
          aria-disabled={busy}
          onClick={() => {
            if (busy) return
            acted.current = true
            more()
          }}
        >
          {t('orders.load_more')}
        </button>
      )}
    </div>
  )
}
