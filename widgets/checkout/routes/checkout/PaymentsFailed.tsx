import { t } from '#core/page/context'
import { RetryButton } from '#widgets/checkout/parts/RetryButton'
import { useRefocus } from '#widgets/checkout/parts/use-refocus'
import type { Payments } from './use-payments'

/** list_payments did not answer: say so, and let the shopper ask again (nothing typed is lost, it is in the draft). */
export function PaymentsFailed({ retry, busy }: { retry(): void; busy: boolean }) {
  return (
    <div className="vt-checkout__step">
      <p role="alert">{t('error.payments_unavailable')}</p>
      <RetryButton busy={busy} retry={retry} />
    </div>
  )
}

/** What replaced a failure (the form after a retry) takes the focus the retry button had. */
export function useRetryFocus(payments: Payments) {
  return useRefocus<HTMLDivElement>(
    payments === null ? 'failed' : payments ? 'ready' : 'loading',
    '[data-step-heading]'
  )
}
