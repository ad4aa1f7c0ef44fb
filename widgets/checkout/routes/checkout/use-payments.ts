import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { Totals } from '#core/checkout/totals'
import { cart } from '#core/page/context'
import type { PaymentsAnswer } from '#core/schemas/modules'
import { $shipping } from '#widgets/checkout/state/cart-state'
import { listPayments } from '#widgets/checkout/state/modules'

// While the shopper types a number of points, one request when they pause, not one per keystroke.
const SETTLE_MS = 300
// The first list waits this long at most for a freight quote under way: its total changes the instalment plans, so
// asking before it answers means asking twice (the modules host spaces its calls 250 ms apart).
const QUOTE_PATIENCE_MS = 1500

/** The payments answer as the step holds it: undefined while loading, null when the module failed. */
export type Payments = PaymentsAnswer | null | undefined
/** One payment gateway the store offers. */
export type Gateway = PaymentsAnswer['payment_gateways'][number]

/**
 * list_payments for what is left to pay once the points are taken (`rest`): the gateways' instalment plans are for
 * that amount, as the platform computes them when the order is placed. Undefined while loading, null when the module
 * failed; `retry` asks again (an outage must not read as "no payment method" with no way on).
 */
export function usePayments(totals: Totals, rest: number) {
  const [answer, setAnswer] = useState<PaymentsAnswer | null>()
  const [attempt, setAttempt] = useState(0)
  // A retry keeps the failure (and its button, which holds focus) on screen until the answer replaces it.
  const [retrying, setRetrying] = useState(false)
  const first = answer === undefined
  const quoting = Boolean(useStore($shipping).busy)
  const [patient, setPatient] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), QUOTE_PATIENCE_MS)
    return () => clearTimeout(timer)
  }, [])
  const hold = first && quoting && patient
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the total or the retry counter changes; the other amounts follow the total
  useEffect(() => {
    if (hold) return
    let live = true
    const timer = setTimeout(
      () =>
        listPayments(cart.data, { ...totals, total: rest }).then(
          (a) => {
            if (!live) return
            setAnswer(a)
            setRetrying(false)
          },
          () => {
            if (!live) return
            setAnswer(null)
            setRetrying(false)
          }
        ),
      first ? 0 : SETTLE_MS
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [rest, totals.total, attempt, hold])
  const retry = () => {
    setRetrying(true)
    setAttempt((n) => n + 1)
  }
  return { answer, retry, retrying }
}
