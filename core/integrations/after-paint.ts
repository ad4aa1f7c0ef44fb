// When third-party code may start: after the page's load event and its largest contentful paint, then in idle time
// (or at the shopper's first interaction, whichever comes first). Vendor scripts are what usually makes store pages
// slow; starting them here keeps them off the critical path.

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const
// LCP is never "final" until an input; past this wait, what was painted is the largest there will be.
const LCP_WAIT = 2500

let ready: Promise<void> | undefined

function largestPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, LCP_WAIT)
    try {
      const po = new PerformanceObserver((list) => {
        if (!list.getEntries().length) return
        po.disconnect()
        clearTimeout(timer)
        resolve()
      })
      po.observe({ type: 'largest-contentful-paint', buffered: true })
    } catch {
      resolve() // no LCP in this browser: the load event is the best signal
    }
  })
}

/** Resolves once, for every caller, when third-party code may start. */
export function afterPaint(): Promise<void> {
  return (ready ??= new Promise((resolve) => {
    const go = () => {
      INTERACTIONS.forEach((e) => removeEventListener(e, go, true))
      resolve()
    }
    INTERACTIONS.forEach((e) => addEventListener(e, go, { capture: true, passive: true }))
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go, 200)
    const loaded = () => void largestPaint().then(idle)
    if (document.readyState === 'complete') loaded()
    else addEventListener('load', loaded, { once: true })
  }))
}
