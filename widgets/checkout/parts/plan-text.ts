import { planTotal } from '#core/checkout/payment-summary'
import { money, t } from '#core/page/context'

/** A card plan as the review offered it: '8x de R$ 22,38 com juros (total R$ 179,04)', '3x de R$ 33,30 sem juros'. */
export function planText(plan: { number: number; value: number; tax?: boolean | undefined }): string {
  const interest = plan.tax
    ? t('checkout.with_interest', { total: money(planTotal(plan)) })
    : t('checkout.interest_free')
  return t('checkout.installment_option', { number: plan.number, value: money(plan.value), interest })
}
