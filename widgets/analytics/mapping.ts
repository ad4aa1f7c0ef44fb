// GA4 events go to gtag as they are (the adapter already speaks GA4). The optional Google Ads conversion is the one
// extra call: on purchase, with the order's value and its id as transaction id (Ads deduplicates on it).
type Gtag = (...args: unknown[]) => void

export function gtagEvent(gtag: Gtag, event: string, all: Record<string, unknown>, ads?: string) {
  // A purchase's hashed buyer data (only when the store allows it) goes by gtag's own command for enhanced
  // conversions, before the event, and not among the event's parameters.
  const { user_data, ...params } = all
  if (user_data) gtag('set', 'user_data', user_data)
  gtag('event', event, params)
  if (event === 'purchase' && ads) {
    gtag('event', 'conversion', {
      send_to: ads,
      value: params.value,
      currency: params.currency,
      transaction_id: params.transaction_id
    })
  }
}

/** `AW-123/label` when both the Ads id and its conversion label are set. */
export const adsTarget = (id?: string, label?: string) => (id && label ? `${id}/${label}` : undefined)

/** The adapter's GA4 events already on the data layer ({event, ecommerce} or {event, search_term}; not gtm.* ones). */
export function pastEvents(layer: readonly unknown[]): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = []
  for (const e of layer) {
    if (!e || typeof e !== 'object' || 'length' in e) continue
    const { event, ecommerce, ...rest } = e as { event?: unknown; ecommerce?: Record<string, unknown> | null }
    if (typeof event === 'string' && !event.startsWith('gtm.')) out.push([event, { ...rest, ...ecommerce }])
  }
  return out
}
