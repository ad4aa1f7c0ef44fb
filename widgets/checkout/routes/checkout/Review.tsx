import { periodOfFlags } from '#core/account/subscription'
import type { PaymentSummary } from '#core/checkout/payment-summary'
import type { Totals } from '#core/checkout/totals'
import { lineAddress } from '#core/parse/address'
import { cart, t } from '#core/page/context'
import type { Address } from '#core/schemas/customer'
import { CouponNote } from '#widgets/checkout/parts/CouponForm'
import { ReviewItems } from '#widgets/checkout/parts/ReviewItems'
import { SubscriptionNote } from '#widgets/checkout/parts/SubscriptionNote'
import { TotalsView } from '#widgets/checkout/parts/Totals'

interface ReviewProps {
  email: string
  address: Address
  service?: { label?: string } | null
  totals: Totals
  summary: PaymentSummary
  pix: boolean
  /** The step's own heading already says 'Revisão do pedido' (a returning customer's review). */
  returning: boolean
}

/** The order as it will be placed: buyer, address, shipping service, totals with what the payment changes. */
export function Review({ email, address, service, totals, summary, pix, returning }: ReviewProps) {
  // The platform makes the order the subscription when its lines carry a period.
  const period = cart.data.items.map((i) => periodOfFlags(i.flags)).find(Boolean)
  return (
    <>
      {/* A part of the step, under its heading; one heading per name on the page. */}
      <h3>{t(returning ? 'checkout.order_summary' : 'checkout.review')}</h3>
      <ReviewItems />
      <p>
        {email} · {lineAddress(address)}
      </p>
      {service ? (
        <p>
          {t('checkout.shipping_method')}: {service.label}
        </p>
      ) : null}
      <CouponNote />
      {period ? <SubscriptionNote period={period} /> : null}
      <TotalsView totals={totals} payment={summary} pix={pix} />
    </>
  )
}
