// GA4 events go to gtag as they are (the adapter already speaks GA4). The optional Google Ads conversion is the one
// extra call: on purchase, with the order's value and its id as transaction id (Ads deduplicates on it).
type Gtag = (...args: unknown[]) => void

export function gtagEvent(gtag: Gtag, event: string, params: Record<string, unknown>, ads?: string) {
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
