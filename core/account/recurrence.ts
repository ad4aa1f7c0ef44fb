// A subscription's recurrence (its period, next date, and whether it was cancelled) as the order keeps it. The Orders
// resource has no field of its own for it: it is one of the order's metafields, this namespace and field.

export const RECURRENCE_NAMESPACE = 'subscription'
export const RECURRENCE_FIELD = 'recurrence'

type Metafield = { namespace?: unknown; field?: unknown; value?: unknown }

const isRecurrence = (m: unknown): m is Metafield & { value: Record<string, unknown> } => {
  const x = m as Metafield | null
  return (
    typeof x === 'object' &&
    x !== null &&
    x.namespace === RECURRENCE_NAMESPACE &&
    x.field === RECURRENCE_FIELD &&
    typeof x.value === 'object' &&
    x.value !== null &&
    !Array.isArray(x.value)
  )
}

/** The order's recurrence, or undefined for a one-off order (or metafields of another shape: untrusted input). */
export function recurrenceOf(order: unknown): Record<string, unknown> | undefined {
  const list = (order as { metafields?: unknown } | null)?.metafields
  return Array.isArray(list) ? list.find(isRecurrence)?.value : undefined
}

/** The order's metafields with its recurrence set to `value` (the others kept as they were). */
export function withRecurrence(metafields: unknown, value: Record<string, unknown>) {
  const others = Array.isArray(metafields) ? metafields.filter((m) => !isRecurrence(m)) : []
  return [...others, { namespace: RECURRENCE_NAMESPACE, field: RECURRENCE_FIELD, value }]
}
