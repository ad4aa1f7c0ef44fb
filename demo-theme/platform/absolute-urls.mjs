// The hosted APIs answer picture URLs absolute (their CDN's). The local platform answers its /img/ pictures absolute
// to its own origin, for every client, so a theme on another origin (`vitrine dev`) shows them as the hosted store does.

/**
 * A copy of a JSON answer whose strings naming a picture of this platform (`/img/…`) are absolute to `origin`.
 * The answer itself is never changed: it may be the catalogue's own objects.
 * @param {unknown} value @param {string} origin
 * @returns {unknown}
 */
export function absolutePictures (value, origin) {
  if (typeof value === 'string') return value.startsWith('/img/') ? origin + value : value
  if (Array.isArray(value)) return value.map((v) => absolutePictures(v, origin))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    /** @type {Record<string, unknown>} */
    const copy = {}
    for (const [k, v] of Object.entries(value)) copy[k] = absolutePictures(v, origin)
    return copy
  }
  return value
}
