// Tracking data of the visit: utm_*, a referral code and a discount coupon read from the landing
// URL. The URL is untrusted: only short printable values are kept.
import type { Session, Utm } from '../schemas/session'

export type Tracking = Pick<Session, 'utm' | 'referral' | 'coupon'>

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
// Measured as it is stored (percent-encoded, in the session cookie): seven values at this size still leave the cookie
// far under the 4 KB a browser keeps. A longer one would have it dropped, and the login with it.
const MAX_ENCODED = 150

const clean = (v: string | null): string | undefined => {
  // Control characters or an overlong value are someone probing, not a campaign: ignored.
  if (!v || encodeURIComponent(v).length > MAX_ENCODED || /[\u0000-\u001f\u007f]/.test(v)) return undefined
  return v.trim() || undefined
}

/** What the URL's query carries; absent keys stay absent so they never erase what an earlier visit stored. */
export function trackingFromUrl(url: string | URL): Tracking {
  let params: URLSearchParams
  try {
    params = new URL(String(url)).searchParams
  } catch {
    return {}
  }
  const out: Tracking = {}
  const utm: Utm = {}
  for (const k of UTM_KEYS) {
    const v = clean(params.get(`utm_${k}`))
    if (v) utm[k] = v
  }
  if (Object.keys(utm).length) out.utm = utm
  const referral = clean(params.get('ref') ?? params.get('referral'))
  if (referral) out.referral = referral
  const coupon = clean(params.get('coupon'))
  if (coupon) out.coupon = coupon
  return out
}

/**
 * Last touch wins: a new campaign replaces the whole utm set (mixing two campaigns' fields would report a visit
 * that never happened), while referral and coupon are replaced one by one.
 */
export function mergeTracking<S extends Tracking>(session: S, next: Tracking): S {
  const out = { ...session }
  if (next.utm) out.utm = next.utm
  if (next.referral) out.referral = next.referral
  if (next.coupon) out.coupon = next.coupon
  return out
}
