import * as z from 'zod/mini'

// Schemas both products and cart lines use, in a module of their own: the cart schema ships in the shared runtime and
// must not pull in every product field's schema (zod schemas are top-level calls a bundler cannot drop).

const opt = z.optional

export const PictureSize = z.looseObject({
  url: z.string(),
  alt: opt(z.string()),
  size: opt(z.string())
})

export const Picture = z.looseObject({
  _id: opt(z.string()),
  small: opt(PictureSize),
  normal: opt(PictureSize),
  big: opt(PictureSize),
  zoom: opt(PictureSize)
})

/** A customization's effect on the line price. */
export const AddToPrice = z.looseObject({
  type: z.enum(['fixed', 'percentage']),
  addition: z.number()
})

export type Picture = z.infer<typeof Picture>
