/** Splits off the query string so `.json` lands on the path, never after `?`. */
const split = (path: string): [string, string] => {
  const i = path.indexOf('?')
  return i < 0 ? [path, ''] : [path.slice(0, i), path.slice(i)]
}

/** Relative path (no leading slash) ending in `.json`, which every platform path must. */
export function jsonPath(path: string): string {
  const [p, q] = split(path)
  const clean = p.replace(/^\/+|\/+$/g, '')
  return (clean.endsWith('.json') ? clean : clean + '.json') + q
}

/** Storefront API keys a page by one flat name: `/products/x` -> `{storeId}@products$x.json`. */
export function storefrontPath(storeId: number | string, path: string): string {
  const [p, q] = split(jsonPath(path))
  return `${storeId}@${p.replace(/\//g, '$')}${q}`
}

/**
 * Passport scopes every path by store: `{storeId}/{path}` under the passport base, the way the popup login URL
 * (`{base}{lang}/{store_id}/...`) and the platform's own client do; a path already starting with the id is kept.
 */
export function passportPath(storeId: number | string, path: string): string {
  const p = jsonPath(path)
  return p.startsWith(`${storeId}/`) ? p : `${storeId}/${p}`
}

/** Query options as a `?a=1&b=2` suffix (or `&...` when the path already has one); empty when there is nothing. */
export function queryString(path: string, query?: Record<string, string | number>): string {
  const qs = new URLSearchParams()
  for (const k in query) qs.append(k, String(query[k]))
  const s = qs.toString()
  return s ? (path.includes('?') ? '&' : '?') + s : ''
}

// The calls that may live on a separate identity host (identify, token, oauth-providers); every other passport call
// (login codes, customer data, orders) stays on the passport host.
const IDENTITY_PATH = /^(?:\d+\/)?(?:identify\.json|[\w-]+\/(?:token|oauth-providers)\.json)(?:\?|$)/

/** Whether a passport path (as passportPath gives it) is an identity call. */
export const isIdentityPath = (path: string): boolean => IDENTITY_PATH.test(path)
