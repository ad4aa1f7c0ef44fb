import { t } from '../../../../core/runtime'

/** The generic message with a retry: the rest of the page stays usable. */
export function LoadError({ retry }: { retry(): void }) {
  return (
    <div className="vt-account__error" role="alert">
      <p>{t('error.generic')}</p>
      <button type="button" className="vt-button" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  )
}
