import * as z from 'zod/mini'
import { fallback } from '../schemas/fallback'
import { Product } from '../schemas/product'

const opt = z.optional

/**
 * An array whose bad entries are dropped one by one: one odd bucket or product must not cost the shopper the rest
 * of the page.
 */
function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((list): z.output<T>[] =>
      list.flatMap((entry) => {
        const parsed = item.safeParse(entry)
        return parsed.success ? [parsed.data as z.output<T>] : []
      })
    )
  )
}

// The search index stores _id beside the source, not in it; the hit's _id is the one that counts.
const Hit = z.pipe(
  z.looseObject({ _id: z.string(), _score: opt(z.nullable(z.number())), _source: z.record(z.string(), z.unknown()) }),
  z.transform((hit) => ({ ...hit._source, _id: hit._id }))
)

export const SearchHit = z.pipe(Hit, Product)

export const Bucket = z.looseObject({ key: z.union([z.string(), z.number()]), doc_count: z.number() })

const TermsAgg = fallback(z.looseObject({ buckets: lenientArray(Bucket) }), { buckets: [] })

export const SpecBucket = z.looseObject({
  key: z.union([z.string(), z.number()]),
  doc_count: z.number(),
  text: opt(TermsAgg)
})

const SpecBuckets = lenientArray(SpecBucket)

// Nested aggregation (`specs.grid.buckets`) as we send it; a flat `specs.buckets` is accepted too.
export const SpecsAgg = fallback(
  z.looseObject({
    grid: opt(fallback(z.looseObject({ buckets: SpecBuckets }), { buckets: [] })),
    buckets: opt(SpecBuckets)
  }),
  {}
)

const StatAgg = fallback(z.looseObject({ value: opt(z.nullable(z.number())) }), {})

export const SuggestOption = z.looseObject({ text: z.string(), score: opt(z.number()), freq: opt(z.number()) })

export const SuggestEntry = z.looseObject({
  text: z.string(),
  offset: opt(z.number()),
  length: opt(z.number()),
  options: fallback(lenientArray(SuggestOption), [])
})

export const SearchAnswer = z.looseObject({
  took: opt(z.number()),
  hits: z.looseObject({
    total: z.union([z.number(), z.looseObject({ value: z.number() })]),
    max_score: opt(z.nullable(z.number())),
    hits: lenientArray(SearchHit)
  }),
  aggregations: opt(
    fallback(
      z.looseObject({
        brands: opt(TermsAgg),
        categories: opt(TermsAgg),
        specs: opt(SpecsAgg),
        min_price: opt(StatAgg),
        max_price: opt(StatAgg),
        avg_price: opt(StatAgg)
      }),
      {}
    )
  ),
  suggest: opt(fallback(z.looseObject({ words: opt(fallback(lenientArray(SuggestEntry), [])) }), {}))
})

export type SearchAnswer = z.output<typeof SearchAnswer>
export type SuggestEntry = z.output<typeof SuggestEntry>
export type Bucket = z.output<typeof Bucket>
export type SpecBucket = z.output<typeof SpecBucket>
