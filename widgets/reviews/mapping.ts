import { parseOptionValues } from '../ui/options'
import { reportBadOption } from '../ui/option-error'
import { options } from './options'

// Element options -> the reviews app's render options. Only a well-formed product id is passed on: without one the
// block is reported like any bad option and the app is not asked.
export interface ReviewsOptions {
  store: string
  product_id: string
  view: 'stars' | 'list'
}

export function reviewsOptions(store: string, data: DOMStringMap, el?: Element): ReviewsOptions | undefined {
  const o = parseOptionValues({ productId: data.productId, view: data.view }, options, 'reviews', el)
  if (o.productId) return { store, product_id: o.productId, view: o.view }
  if (data.productId === undefined) reportBadOption('reviews', 'data-product-id', 'required', el)
  return undefined
}
