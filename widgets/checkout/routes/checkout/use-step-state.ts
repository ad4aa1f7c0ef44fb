import { useStore } from '@nanostores/react'
import { addressKey } from '#core/account/address-key'
import { splitPoints } from '#core/checkout/points'
import { passport } from '#core/page/passport'
import type { Address, Customer } from '#core/schemas/customer'
import { $chosenService, $totals } from '#widgets/checkout/state/cart-state'
import { $draft, type Draft } from '#widgets/checkout/state/draft'
import { $heldCustomer } from '#widgets/checkout/state/held-customer'
import { pointsBalance } from './PointsField'

/** The delivery address chosen: a saved one by its key, else the default saved one, else the one typed. */
export function chosenAddress(customer: Customer | null | undefined, draft: Draft): Address {
  return (
    customer?.addresses?.find((a) => addressKey(a) === draft.addressId) ??
    (draft.addressId ? undefined : customer?.addresses?.find((a) => a.default)) ??
    (draft.address as Address)
  )
}

/** The stores the payment step reads, and the points split they give. */
export function useStepState() {
  const totals = useStore($totals)
  const draft = useStore($draft)
  // A session that ended leaves its record held until the login again: the review stays the customer's.
  const held = useStore($heldCustomer)
  const customer = useStore(passport.$customer) ?? held
  const service = useStore($chosenService)
  const balance = pointsBalance(customer)
  return {
    totals,
    draft,
    customer,
    held,
    service,
    balance,
    points: splitPoints(draft.points, balance, totals.subtotal, totals.total)
  }
}
