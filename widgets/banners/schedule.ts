import { dateMs, inWindow } from '../../core/page/schedule'

/** Removes the banners outside their `data-start` / `data-end` window; a bad date is reported and ignored. */
export function dropUnscheduled(slides: HTMLElement[], now: number): HTMLElement[] {
  return slides.filter((li) => {
    const bound = (name: 'start' | 'end') => {
      const ms = dateMs(li.dataset[name])
      if (li.dataset[name] && Number.isNaN(ms))
        console.error(`[vitrine] banners: option "${name}" is not a date; ignored`, li)
      return ms
    }
    const keep = inWindow(bound('start'), bound('end'), now)
    if (!keep) li.remove()
    return keep
  })
}
