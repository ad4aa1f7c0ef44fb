import { cookieToSet, readCookie } from '#core/passport/cookie'
import { storedKey } from '#core/storage'

// "Closed in this browser session", as the store's popup rule says: a cookie without an expiry date, which every tab
// of the browser sees and the browser drops when its session ends (sessionStorage, used before, is one tab's alone,
// so each new tab showed the popup again). Read and written defensively: cookies can be blocked.

export function wasClosed(key: string): boolean {
  try {
    return readCookie(document.cookie, storedKey(key)) === '1'
  } catch {
    return false
  }
}

export function markClosed(key: string): void {
  try {
    document.cookie = cookieToSet('1', {
      secure: location.protocol === 'https:',
      name: storedKey(key),
      maxAge: 'browser'
    })
  } catch {
    // Blocked cookies: the popup may show again on the next page, which is the lesser harm.
  }
}
