import { t } from '#core/page/context'

/**
 * "Tentar novamente" after a call that did not answer. While the retry runs it stays in place, aria-disabled rather
 * than disabled, so keyboard focus on it is not lost.
 */
export function RetryButton({ busy, retry, className = '' }: { busy?: boolean; retry(): void; className?: string }) {
  return (
    <button
      type="button"
      className={`vt-button ${className}`.trim()}
      aria-disabled={busy}
      onClick={busy ? undefined : retry}
    >
      {t('common.retry')}
    </button>
  )
}
