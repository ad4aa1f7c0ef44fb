import { type ReactNode, useEffect, useRef } from 'react'
import { t } from '#core/page/context'
import { LoadError } from './LoadError'

interface Props {
  busy: boolean
  failed: boolean
  retry(): void
  /** "Ver mais pedidos": a list shown whole has none. */
  more?: () => void
  hasMore?: boolean
  /** What the page says when the customer has none. */
  empty: string
  className: string
  children: ReactNode[]
}

/**
 * A list of the customer's orders (orders, subscriptions) with its states: empty, loading, failed with a retry, and
 * "Ver mais pedidos". Rows are drawn at once, so "Ver mais" moves focus to the first new row's link (the button may
 * have left with the last page): it never falls to the page body.
 */
export function OrderList({ busy, more, hasMore = false, retry, failed, empty, className, children }: Props) {
  const list = useRef<HTMLUListElement>(null)
  // The row count when the shopper pressed "Ver mais": focus goes to the row after it once drawn.
  const from = useRef<number | null>(null)
  useEffect(() => {
    const at = from.current
    if (at === null || children.length <= at) return
    from.current = null
    const row = list.current?.children[at]
    ;(row?.querySelector<HTMLElement>('a, button') ?? list.current)?.focus()
  }, [children.length])
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
      {hasMore && (
        <button
          type="button"
          className="vt-button"
          onClick={() => {
            from.current = children.length
            more?.()
          }}
        >
          {t('orders.load_more')}
        </button>
      )}
    </div>
  )
}
