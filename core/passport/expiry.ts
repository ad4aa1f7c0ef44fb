import type { ApiClient, ApiRequest } from '../api'
import { ApiError } from '../api/errors'

/**
 * The API as the customer's calls use it: a 401 on a call made with the session's token means the platform no longer
 * knows that token (it expired, was revoked, the store was reset). The session is over, so `end` ends it (not a logout:
 * what the shopper was doing is kept for them) and every widget asks for a login again, instead of showing an error a retry can never fix. The call still fails.
 */
export function endSessionOn401<T extends Pick<ApiClient, 'passport' | 'store'>>(api: T, end: () => void): T {
  const guard =
    (request: ApiRequest): ApiRequest =>
    (path, options) =>
      request(path, options).catch((e: unknown) => {
        if (options?.auth && e instanceof ApiError && e.status === 401) end()
        throw e
      })
  return { ...api, passport: guard(api.passport), store: guard(api.store) }
}
