// "Closed in this browser session": sessionStorage, read and written defensively (storage can be blocked).

export function wasClosed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

export function markClosed(key: string): void {
  try {
    sessionStorage.setItem(key, '1')
  } catch {
    // Blocked storage: the popup may show again on the next page, which is the lesser harm.
  }
}
