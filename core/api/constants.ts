/** Minimum ms between two requests to one host. Hosts not listed (search, both cache hosts) use `default`. */
export const HOST_DELAY = {
  store: 250,
  modules: 250,
  platform: 250,
  storefront: 400,
  graphs: 570,
  passport: 1070,
  default: 50
} as const

/**
 * Request timeouts in ms as `[browser, elsewhere]`. `store_cache` is the Store's cached GET, `store` its
 * uncached calls. Anything not listed uses `default`.
 */
export const TIMEOUTS = {
  store_cache: [2500, 10000],
  store: [5000, 30000],
  search: [10000, 30000],
  graphs: [5000, 30000],
  storefront: [5000, 30000],
  default: [60000, 60000]
} as const

/** Extra wait per request already in flight to the same host. */
export const IN_FLIGHT_MS = 2.5
/** How long a failing cache host is skipped in favour of the main host. */
export const CACHE_COOLDOWN_MS = 30000
/** Resends after a 5xx (503 included), so a broken host can't keep a request looping. */
export const MAX_RETRIES = 2
/** Floor of the pause a 503 puts on its host. */
export const PAUSE_MIN_MS = 170
/** Floor of the wait before resending after another 5xx. */
export const RETRY_MIN_MS = 600
