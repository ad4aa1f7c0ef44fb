import * as z from 'zod/mini'

// Platform payloads carry many more fields than we read; loose objects keep them so nothing a theme relies on is dropped.
const opt = z.optional

import { Picture, PictureSize, AddToPrice } from './common'

export { Picture, PictureSize }

export const EffectiveDate = z.looseObject({
  start: opt(z.string()),
  end: opt(z.string())
})

export const Ref = z.looseObject({
  _id: opt(z.string()),
  name: z.string(),
  slug: opt(z.string())
})

export const Customization = z.looseObject({
  _id: opt(z.string()),
  label: opt(z.string()),
  custom_value: opt(z.boolean()),
  options: opt(z.array(z.string())),
  add_to_price: opt(AddToPrice)
})

// A product names its grids only ({_id, title, grid_id}); their options and colours are the grids resource's
// (schemas/grid.ts).
export const Grid = z.looseObject({
  _id: opt(z.string()),
  grid_id: opt(z.string()),
  title: opt(z.string())
})

export const Variation = z.looseObject({
  _id: z.string(),
  name: opt(z.string()),
  sku: opt(z.string()),
  quantity: opt(z.number()),
  price: opt(z.number()),
  base_price: opt(z.number()),
  picture_id: opt(z.string()),
  specifications: opt(z.record(z.string(), z.array(z.looseObject({ text: z.string(), value: opt(z.string()) }))))
})

export const KitComposition = z.looseObject({
  _id: z.string(),
  variation_id: opt(z.string()),
  quantity: opt(z.number())
})

export const Product = z.looseObject({
  _id: z.string(),
  sku: opt(z.string()),
  name: z.string(),
  title: opt(z.string()),
  slug: opt(z.string()),
  i18n: opt(z.record(z.string(), z.looseObject({ name: opt(z.string()), title: opt(z.string()) }))),
  channel_id: opt(z.number()),
  keywords: opt(z.array(z.string())),
  price: opt(z.number()),
  base_price: opt(z.number()),
  final_price: opt(z.number()),
  price_effective_date: opt(EffectiveDate),
  quantity: opt(z.number()),
  min_quantity: opt(z.number()),
  available: opt(z.boolean()),
  visible: opt(z.boolean()),
  ad_relevance: opt(z.number()),
  sales: opt(z.number()),
  views: opt(z.number()),
  kit_product: opt(z.looseObject({ _id: opt(z.string()), price: opt(z.number()), pack_quantity: opt(z.number()) })),
  kit_composition: opt(z.array(KitComposition)),
  customizations: opt(z.array(Customization)),
  variations: opt(z.array(Variation)),
  grids: opt(z.array(Grid)),
  pictures: opt(z.array(Picture)),
  categories: opt(z.array(Ref)),
  brands: opt(z.array(Ref)),
  specifications: opt(z.record(z.string(), z.array(z.looseObject({ text: z.string(), value: opt(z.string()) })))),
  short_description: opt(z.string()),
  body_html: opt(z.string()),
  flags: opt(z.array(z.string()))
})

export type Product = z.infer<typeof Product>
export type Variation = z.infer<typeof Variation>
export type Grid = z.infer<typeof Grid>
export type Customization = z.infer<typeof Customization>
