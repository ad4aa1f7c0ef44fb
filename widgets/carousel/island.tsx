import { labelsFor, t } from '#core/page/context'
import type { IslandModule } from '#core/widget'
import { enhanceCarousel } from '../ui/carousel'
import { readOptions } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { options } from './options'

const parse = (el: HTMLElement) => parseOptionValues(readOptions(el), options, 'carousel', el)

export const mount: IslandModule['mount'] = async (el) => {
  const o = parse(el)
  await labelsFor('carousel')
  const label = o.label ?? el.querySelector('h2, h3')?.textContent?.trim() ?? t('carousel.label')
  let track = el.querySelector<HTMLElement>(':scope ul, :scope ol')
  let undoCards = () => {}
  if (!track?.children.length && (o.ids || o.sort)) {
    if (!track) el.appendChild((track = document.createElement('ul')))
    // Cards from the API are the uncommon case: the card and the search engine that request needs load only then.
    const { fill } = await import('./fill')
    undoCards = await fill(track, o, label)
  }
  if (!track) {
    console.error('[vitrine] carousel: no list of slides (ul) inside, and no data-ids or data-sort to fill one', el)
    return () => {}
  }
  const undo = enhanceCarousel(el, track, {
    label,
    perView: o.perView,
    autoplay: o.autoplay
  })
  return () => {
    undo()
    undoCards()
  }
}
