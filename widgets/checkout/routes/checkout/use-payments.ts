import { useEffect, useState } from 'react'
import type { Totals } from '../../../../core/checkout/totals'
import { cart } from '../../../../core/runtime'
import type { PaymentsAnswer } from '../../../../core/schemas/modules'
import { listPayments } from '../../state/modules'

/** list_payments for the current totals; undefined while loading, null when the module failed. */
export function usePayments(totals: Totals): PaymentsAnswer | null | undefined {
  const [answer, setAnswer] = useState<PaymentsAnswer | null>()
  useEffect(() => {
    let live = true
    listPayments(cart.data, totals).then(
      (a) => live && setAnswer(a),
      () => live && setAnswer(null)
    )
    return () => {
      live = false
    }
  }, [totals.total])
  return answer
}
