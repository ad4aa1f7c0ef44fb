import type { Sort } from './state'

type Order = 'asc' | 'desc'
export type SortClause =
  | '_score'
  | { [field: string]: { order: Order } }
  | { _script: { type: 'number'; order: Order; script: { lang: 'painless'; source: string; params: { now: number } } } }

const by = (field: string, order: Order): SortClause => ({ [field]: { order } })

/**
 * Painless source of the offers ratio: base_price / price while the promotion window (price_effective_date) holds
 * `params.now`, else 0. The time comes in as a param rather than spliced into the source so Elasticsearch can cache
 * the compiled script. A platform that cannot run painless (the demo's local one) can match this exact source and
 * compute `offersRatio` instead.
 */
export const OFFERS_SCRIPT =
  "double p = doc['price'].size() == 0 ? 0 : doc['price'].value;" +
  " double b = doc['base_price'].size() == 0 ? 0 : doc['base_price'].value;" +
  ' if (p <= 0 || b <= p) return 0;' +
  " if (doc['price_effective_date.start'].size() != 0 &&" +
  " doc['price_effective_date.start'].value.toInstant().toEpochMilli() > params.now) return 0;" +
  " if (doc['price_effective_date.end'].size() != 0 &&" +
  " doc['price_effective_date.end'].value.toInstant().toEpochMilli() < params.now) return 0;" +
  ' return b / p;'

/**
 * Painless source of the priced rank: 1 for a product with a positive price, 0 for one sold on request (price 0 or
 * none). Sorting by it first keeps 'Sob consulta' items after every priced one under 'Menor preço', where a plain
 * ascending price sort would list them first. A script rather than an indexed field, so the hosted Search API needs no
 * new mapping; the local platform matches this exact source and computes `pricedRank`.
 */
export const PRICED_SCRIPT = "return doc['price'].size() != 0 && doc['price'].value > 0 ? 1 : 0;"

/**
 * Painless source of the price a shopper is shown: `price` while its promotion holds `params.now` (base_price above it,
 * inside price_effective_date), else the larger of base_price and price — the product page's rule. Sorting by the stored
 * `price` alone would rank an ended sale at its old sale price ('Menor preço' listing R$ 169,90 before R$ 159,90).
 */
export const SHOWN_PRICE_SCRIPT =
  "double p = doc['price'].size() == 0 ? 0 : doc['price'].value;" +
  " double b = doc['base_price'].size() == 0 ? 0 : doc['base_price'].value;" +
  ' if (b <= p) return p;' +
  " if (doc['price_effective_date.start'].size() != 0 &&" +
  " doc['price_effective_date.start'].value.toInstant().toEpochMilli() > params.now) return b;" +
  " if (doc['price_effective_date.end'].size() != 0 &&" +
  " doc['price_effective_date.end'].value.toInstant().toEpochMilli() < params.now) return b;" +
  ' return p;'

/** What SHOWN_PRICE_SCRIPT computes, for platforms that cannot run painless (the demo's local one) and for tests. */
export function shownPriceRank(product: OfferFields, now: number): number {
  const { price = 0, base_price: base = 0 } = product
  return base > price && offersRatio(product, now) === 0 ? base : price
}

/** What PRICED_SCRIPT computes, for platforms that cannot run painless (the demo's local one) and for tests. */
export function pricedRank(product: { price?: unknown }): 0 | 1 {
  return typeof product.price === 'number' && product.price > 0 ? 1 : 0
}

type OfferFields = {
  price?: number | undefined
  base_price?: number | undefined
  price_effective_date?: { start?: string | undefined; end?: string | undefined } | undefined
}

/** What OFFERS_SCRIPT computes, for platforms that cannot run painless (the demo's local platform) and for tests. */
export function offersRatio(product: OfferFields, now: number): number {
  const { price = 0, base_price: base = 0, price_effective_date: window } = product
  if (!(price > 0) || !(base > price)) return 0
  const start = window?.start ? Date.parse(window.start) : NaN
  const end = window?.end ? Date.parse(window.end) : NaN
  if (start > now || end < now) return 0
  return base / price
}

/**
 * Sort clauses per key. The default is the platform's `[in_stock desc, ad_relevance desc, _score, views desc]`;
 * each key changes it as documented there. Price and offers go right after in_stock (the lowest price after the
 * priced rank, so items on request never lead) so an out-of-stock bargain never
 * outranks something the shopper can buy.
 *
 * `views` is our choice (the platform's default already ends in views): most viewed first after stock, then the usual
 * relevance, i.e. the listing's "popularity" option.
 */
export function buildSort(sort: Sort = 'default', now: number = Date.now()): SortClause[] {
  const inStock = by('in_stock', 'desc')
  const adRelevance = by('ad_relevance', 'desc')
  const views = by('views', 'desc')
  switch (sort) {
    case 'sales':
      return [inStock, adRelevance, by('sales', 'desc'), '_score', views]
    case 'news':
      // Object ids start with their creation time, so the newest product has the greatest _id.
      return [inStock, adRelevance, by('_id', 'desc'), views]
    case 'lowest_price':
      return [
        inStock,
        scriptClause(PRICED_SCRIPT, now),
        scriptClause(SHOWN_PRICE_SCRIPT, now, 'asc'),
        adRelevance,
        '_score',
        views
      ]
    case 'highest_price':
      return [inStock, scriptClause(SHOWN_PRICE_SCRIPT, now), adRelevance, '_score', views]
    case 'offers':
      return [inStock, scriptClause(OFFERS_SCRIPT, now), adRelevance, '_score', views]
    case 'views':
      return [inStock, views, adRelevance, '_score']
    default:
      return [inStock, adRelevance, '_score', views]
  }
}

/** A number sort computed by a painless script; `now` is passed to every script (unused ones ignore it). */
function scriptClause(source: string, now: number, order: Order = 'desc'): SortClause {
  const script = { lang: 'painless' as const, source, params: { now } }
  return { _script: { type: 'number', order, script } }
}
