// Links taken from markup options. A leading '/' is not enough: browsers read '/\host' and '/<tab>/host' as
// '//host', so the value is resolved the way the browser will and must stay on this origin.
const UNSAFE = /[\\\u0000-\u001f\u007f]/

/** The option as a same-site path (with query and hash), or the fallback. */
export function sameSitePath(value: string, fallback: string, origin = location.origin): string {
  if (!value.startsWith('/') || UNSAFE.test(value)) return fallback
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
