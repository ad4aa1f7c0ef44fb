// Element options -> the reviews app's render options. Only a well-formed product id is passed on.
export interface ReviewsOptions {
  store: string
  product_id: string
  view: 'stars' | 'list'
}

export function reviewsOptions(store: string, data: DOMStringMap): ReviewsOptions | undefined {
  const id = data.productId ?? ''
  if (!/^[a-f0-9]{24}$/.test(id)) return undefined
  return { store, product_id: id, view: data.view === 'list' ? 'list' : 'stars' }
}
