import { t } from '#core/page/context'

/**
 * The generic message with a retry: the rest of the page stays usable. The message leaves with its button when the
 * retry starts, so focus goes to the page's heading rather than falling to the page body.
 */
export function LoadError({ retry }: { retry(): void }) {
  return (
    <div className="vt-account__error" role="alert">
      <p>{t('error.generic')}</p>
      <button
        type="button"
        className="vt-button"
        onClick={(e) => {
          const heading = e.currentTarget.closest('.vt-account')?.querySelector<HTMLElement>('h1')
          retry()
          requestAnimationFrame(() => document.activeElement === document.body && heading?.focus())
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  )
}
