/** The client's API hosts, all on the local platform at `url` (as the demo page's meta settings give them). */
export function apiHosts(url: string) {
  const base = `${url}/api`
  return {
    store: `${base}/store/v1/`,
    store_cache: `${base}/store-cache/{store_id}/v1/`,
    passport: `${base}/passport/v1/`,
    search: `${base}/search/v1/`,
    modules: `${base}/modules/v1/`,
    storefront: `${base}/storefront/v1/`,
    graphs: `${base}/graphs/v1/`,
    platform: `${base}/platform/v1/`,
    platform_cache: `${base}/platform/v1/`
  }
}
