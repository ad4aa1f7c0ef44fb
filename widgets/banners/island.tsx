import { labelsFor, t } from '#core/page/context'
import type { IslandModule } from '#core/widget'
import { enhanceCarousel, labelSlides } from '../ui/carousel'
import { readOptions } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { removeWhenEnded } from './expiry'
import { options } from './options'
import { watchPromotions } from './promotions'
import { dropUnscheduled } from './schedule'

/** Banners over the theme's list: scheduled, rotated through the shared carousel when several, reported on the bus. */
export const mount: IslandModule['mount'] = async (el) => {
  const o = parseOptionValues(readOptions(el), options, 'banners', el)
  await labelsFor('banners')
  const track = el.querySelector<HTMLElement>(':scope ul')
  if (!track) {
    console.error('[vitrine] banners: no list (ul) of banners inside; left as it is', el)
    return () => {}
  }
  const slides = dropUnscheduled([...track.children] as HTMLElement[], Date.now())
  const stop = watchPromotions(el, slides)
  const rotates = slides.length > 1
  const undo = rotates
    ? enhanceCarousel(el, track, {
        label: o.label ?? t('carousel.label'),
        perView: [1],
        autoplay: o.autoplay
      })
    : () => {}
  const stopExpiry = removeWhenEnded(track, () => rotates && labelSlides(track))
  return () => {
    stop()
    stopExpiry()
    undo()
  }
}
