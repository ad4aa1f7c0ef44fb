import { lineAddress } from '#core/parse/address'
import { cart, t } from '#core/page/context'
import type { Address } from '#core/schemas/customer'
import { savePurchaseDetails } from '#widgets/checkout/state/purchase-details'

/** What the confirmation lists besides the order: the items, where they go and each payment, as the review showed them. */
export function keepPurchaseDetails(
  address: Address,
  service: string,
  pointsPaid: number,
  method: string,
  charged: number
) {
  savePurchaseDetails({
    items: cart.data.items.map((i) => ({
      name: i.name ?? '',
      quantity: i.quantity,
      total: (i.final_price ?? i.price) * i.quantity
    })),
    address: lineAddress(address),
    service,
    payments: [
      ...(pointsPaid > 0 ? [{ label: t('checkout.points_paid'), amount: pointsPaid }] : []),
      { label: method, amount: charged }
    ]
  })
}
