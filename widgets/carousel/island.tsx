import { bus, labelsFor, t } from '../../core/runtime'
import type { IslandModule } from '../../core/widget'
import { enhanceCarousel } from '../ui/carousel'
import { renderNow, readOptions } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { ProductCard } from '../ui/ProductCard'
import { options } from './options'
import { carouselProducts } from './products'

/** Fills an empty track with product cards from one request; returns the undo. */
async function fill(track: HTMLElement, o: ReturnType<typeof parse>, label: string) {
  const products = await carouselProducts(o.ids, o.sort, o.size)
  const undo = renderNow(
    track,
    <>
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} refresh={false} heading="h3" />
        </li>
      ))}
    </>
  )
  bus.emit('list:view', { list: label, products })
  return undo
}

const parse = (el: HTMLElement) => parseOptionValues(readOptions(el), options, 'carousel', el)

export const mount: IslandModule['mount'] = async (el) => {
  const o = parse(el)
  await labelsFor('carousel')
  const label = o.label ?? el.querySelector('h2, h3')?.textContent?.trim() ?? t('carousel.label')
  let track = el.querySelector<HTMLElement>(':scope ul, :scope ol')
  let undoCards = () => {}
  if (!track?.children.length && (o.ids || o.sort)) {
    if (!track) el.appendChild((track = document.createElement('ul')))
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
