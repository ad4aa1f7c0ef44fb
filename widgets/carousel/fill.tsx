import { bus } from '#core/page/context'
import { renderNow } from '../ui/mount'
import { ProductCard } from '../ui/ProductCard'
import type { CarouselOptions } from './options'
import { carouselProducts } from './products'

/** Fills an empty track with product cards from one request; returns the undo. */
export async function fill(track: HTMLElement, o: CarouselOptions, label: string) {
  const products = await carouselProducts(o.ids, o.sort, o.size)
  const undo = renderNow(
    track,
    products.map((p) => (
      <li key={p._id}>
        <ProductCard product={p} refresh={false} heading="h3" />
      </li>
    ))
  )
  bus.emit('list:view', { list: label, products })
  return undo
}
