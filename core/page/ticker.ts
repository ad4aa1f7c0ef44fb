// One clock for the whole page: every countdown and promotion timer subscribes here instead of running its own
// interval. Ticks land on the wall clock's second boundary (so two timers on a page never show different seconds),
// and stop while the tab is hidden (no work for a page nobody sees); on return every subscriber gets the time at once.

type Tick = (now: number) => void

const subscribers = new Set<Tick>()
let timer: ReturnType<typeof setTimeout> | undefined

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

function tick() {
  timer = undefined
  const now = Date.now()
  subscribers.forEach((fn) => fn(now))
  arm()
}

function arm() {
  if (timer !== undefined || !subscribers.size || hidden()) return
  // +5 ms: a timer may fire a hair early, and the next second must already have begun when it does.
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5)
}

function onVisibility() {
  if (hidden()) {
    clearTimeout(timer)
    timer = undefined
  } else if (subscribers.size) {
    clearTimeout(timer)
    tick()
  }
}

/** Calls `fn` now and then on every wall-clock second while the page is visible; returns the unsubscribe function. */
export function onTick(fn: Tick): () => void {
  if (!subscribers.size && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility)
  subscribers.add(fn)
  fn(Date.now())
  arm()
  return () => {
    subscribers.delete(fn)
    if (subscribers.size) return
    clearTimeout(timer)
    timer = undefined
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility)
  }
}
