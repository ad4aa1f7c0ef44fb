// Which store a platform request is for, read where the hosted APIs carry it: the X-Store-ID header (Store, Search,
// Modules), the cache host's path (/api/store-cache/{id}/v1), the Storefront key ({id}@products$slug.json), the
// Passport path ({id}/identify.json, {lang}/{id}/{session}/login.html) and the Platform's /stores/{id}.json.

/**
 * The store id a request names, or undefined when it names none (an older caller, a shared service such as the
 * payment gateway): the caller then answers with its default store. A named id the platform does not serve must be
 * answered not found, never with another store's data.
 * @param {string} api @param {string} rest the path under the API's prefix
 * @param {Record<string, string | string[] | undefined>} headers @param {string} [cacheStore] the cache path's id
 * @returns {string | undefined}
 */
export function claimedStoreId (api, rest, headers, cacheStore) {
  const raw = headers['x-store-id']
  const header = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : Array.isArray(raw) ? raw.join(',') : undefined
  if (api === 'store-cache') return cacheStore
  if (api === 'storefront') return /^\/([^/@]+)@/.exec(rest)?.[1] ?? header
  if (api === 'passport') {
    const [, first = '', second = '', ...more] = rest.split('/')
    if (/^\d+$/.test(first) && second !== '') return first
    // The login popup's page: {lang}/{store_id}/{session}/login.html.
    if (more.at(-1) === 'login.html' && more.length === 2) return second
    return header
  }
  if (api === 'platform') {
    const id = /^\/stores\/([^/]+)\.json$/.exec(rest)?.[1]
    return id === undefined || id === 'me' ? header : id
  }
  return header
}
