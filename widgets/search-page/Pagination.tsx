import type { MouseEvent } from 'react'
import { t } from '#core/page/context'
import { pageWindow } from '#core/search/refine'

interface Props {
  page: number
  pages: number
  hrefOf(page: number): string
  onPage(page: number): void
}

/** Real links (they open in a new tab, and work as plain links), taken over for a plain click. */
export function Pagination({ page, pages, hrefOf, onPage }: Props) {
  const go = (n: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    onPage(n)
  }
  return (
    <nav className="vt-pager" aria-label={t('pagination.label')}>
      <ul role="list">
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" onClick={go(page - 1)}>
              {t('pagination.previous')}
            </a>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) => (
          <li key={n ?? `gap${i}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <a
                href={hrefOf(n)}
                aria-label={t('pagination.page', { n })}
                aria-current={n === page ? 'page' : undefined}
                onClick={go(n)}
              >
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <a href={hrefOf(page + 1)} rel="next" onClick={go(page + 1)}>
              {t('pagination.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
