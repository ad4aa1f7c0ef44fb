import { type Period, periodOfFlags } from '#core/account/subscription'
import type { LabelKey } from '#core/i18n'
import { t } from '#core/page/context'

/** Each subscription period's label (Mensal … Anual). */
export const PERIOD_LABEL: Record<Period, LabelKey> = {
  monthly: 'subscription.monthly',
  bimonthly: 'subscription.bimonthly',
  quarterly: 'subscription.quarterly',
  semiannual: 'subscription.semiannual',
  yearly: 'subscription.yearly'
}

/** 'Assinatura: Mensal' for a cart line bought as a subscription (its flag), else null. */
export function lineSubscription(flags: readonly string[] | undefined): string | null {
  const period = periodOfFlags(flags)
  return period ? `${t('subscription.title')}: ${t(PERIOD_LABEL[period])}` : null
}
