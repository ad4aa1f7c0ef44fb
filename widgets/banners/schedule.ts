import { dateMs, inWindow } from '#core/page/schedule'
import { reportBadOption } from '../ui/option-error'

/** Removes the banners outside their `data-start` / `data-end` window; a bad date is reported and ignored. */
export function dropUnscheduled(slides: HTMLElement[], now: number): HTMLElement[] {
  return slides.filter((li) => {
    const bound = (name: 'start' | 'end') => {
      const ms = dateMs(li.dataset[name])
      if (li.dataset[name] && Number.isNaN(ms))
        reportBadOption('banners', `data-${name}=${JSON.stringify(li.dataset[name])}`, 'not a date', li)
      return ms
    }
    const keep = inWindow(bound('start'), bound('end'), now)
    if (!keep) li.remove()
    return keep
  })
}
