import { dateMs } from '#core/page/schedule'

// setTimeout waits at most 2^31 - 1 ms (about 24.8 days): a farther end is looked at again after that long.
const LONGEST_WAIT = 2 ** 31 - 1

const endOf = (li: Element) => dateMs((li as HTMLElement).dataset.end)

/**
 * Takes each banner away the moment its `data-end` passes while the page stays open (a page rendered before the end
 * still holds it), then calls `changed` so what is left can be relabelled. Returns the stop.
 */
export function removeWhenEnded(track: HTMLElement, changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const next = () => {
    const now = Date.now()
    const ended = [...track.children].filter((li) => endOf(li) <= now)
    ended.forEach((li) => li.remove())
    if (ended.length) changed()
    const ends = [...track.children].map(endOf).filter((ms) => ms > now)
    if (ends.length) timer = setTimeout(next, Math.min(Math.min(...ends) - now, LONGEST_WAIT))
  }
  next()
  return () => clearTimeout(timer)
}
