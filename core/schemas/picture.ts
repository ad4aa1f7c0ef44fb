import * as z from 'zod/mini'

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

export type Picture = z.infer<typeof Picture>
