import { PERIODS, type Period } from '#core/account/subscription'
import { t } from '#core/page/context'
import { usePageId } from './page-id'
import { PERIOD_LABEL } from './period-label'

interface Props {
  value: Period
  onChange(period: Period): void
  /** The group's name; 'Escolha a periodicidade' when absent. */
  legend?: string
}

/**
 * The subscription period choice (Mensal … Anual) as a native radio group: arrow keys move between periods, and the
 * choice is announced. For the product page (the line then carries subscriptionFlag(period)) and the account.
 */
export function SubscriptionPeriod({ value, onChange, legend }: Props) {
  const name = usePageId('vt-period')
  return (
    <fieldset className="vt-period">
      <legend>{legend ?? t('subscription.choose_period')}</legend>
      {PERIODS.map((p) => (
        <label key={p} className="vt-period__option">
          <input type="radio" name={name} value={p} checked={p === value} onChange={() => onChange(p)} />
          {t(PERIOD_LABEL[p])}
        </label>
      ))}
    </fieldset>
  )
}
