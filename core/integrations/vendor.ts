// Running third-party code safely: each vendor script loads once, a failure is logged once per vendor and changes
// nothing else, and every call into vendor code is caught, so a throwing or missing vendor can never break the bus
// (and with it the cart) or another widget.
const logged = new Set<string>()
const scripts = new Map<string, Promise<boolean>>()

/** Logs one warning per vendor, however often it fails. */
export function warnOnce(vendor: string, ...details: unknown[]) {
  if (logged.has(vendor)) return
  logged.add(vendor)
  console.warn(`[vitrine] ${vendor}:`, ...details)
}

/** Runs vendor code; an exception is logged (once) and swallowed. */
export function guard<T>(vendor: string, fn: () => T): T | undefined {
  try {
    return fn()
  } catch (error) {
    warnOnce(vendor, 'integration error', error)
    return undefined
  }
}

/** Adds the script once per URL; resolves true when it loaded, false (logged) when it failed. Never rejects. */
export function loadScript(src: string, vendor: string): Promise<boolean> {
  let p = scripts.get(src)
  if (!p) {
    p = new Promise<boolean>((resolve) => {
      const s = document.createElement('script')
      s.async = true
      s.src = src
      s.onload = () => resolve(true)
      s.onerror = () => {
        warnOnce(vendor, 'script failed to load', src)
        resolve(false)
      }
      document.head.appendChild(s)
    })
    scripts.set(src, p)
  }
  return p
}
