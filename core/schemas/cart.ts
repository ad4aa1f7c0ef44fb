import * as z from 'zod/mini'
import { Picture, AddToPrice } from './common'

const opt = z.optional

// `_id` is optional: a customization is identified by its label and option, and a line must never be dropped or
// ignored for lacking one (only product_id, quantity and price can make a line invalid).
export const CartCustomization = z.looseObject({
  _id: opt(z.string()),
  label: opt(z.string()),
  option: opt(z.looseObject({ text: z.string() })),
  add_to_price: opt(AddToPrice)
})

export const CartItem = z.looseObject({
  _id: z.string(),
  product_id: z.string(),
  variation_id: opt(z.string()),
  sku: opt(z.string()),
  name: opt(z.string()),
  slug: opt(z.string()),
  quantity: z.number(),
  min_quantity: opt(z.number()),
  max_quantity: opt(z.number()),
  keep_item_quantity: opt(z.boolean()),
  price: z.number(),
  final_price: opt(z.number()),
  base_price: opt(z.number()),
  flags: opt(z.array(z.string())),
  customizations: opt(z.array(CartCustomization)),
  picture: opt(Picture),
  kit_product: opt(
    z.looseObject({
      _id: z.string(),
      name: opt(z.string()),
      pack_quantity: opt(z.number()),
      price: opt(z.number()),
      composition: opt(
        z.array(z.looseObject({ _id: z.string(), variation_id: opt(z.string()), quantity: opt(z.number()) }))
      )
    })
  ),
  // Local only (strip before sending to the platform): epoch ms of the shopper's last edit, for the cross-tab merge.
  updated_at: opt(z.number())
})

// A removed line's id, kept for a while so a stale tab cannot bring the line back when carts are merged.
export const CartTombstone = z.looseObject({
  _id: z.string(),
  removed_at: z.number()
})

export const Cart = z.looseObject({
  _id: z.string(),
  items: z.array(CartItem),
  subtotal: z.number(),
  // Local only, like `tombstones`: when this cart id was created, so a reset in one tab wins over older carts.
  created_at: opt(z.number()),
  // Local only: the stored cart's revision, raised by every write, so a tab adopts another tab's save only when it
  // is newer than the copy it builds on.
  rev: opt(z.number()),
  tombstones: opt(z.array(CartTombstone))
})

export type CartItem = z.infer<typeof CartItem>
export type Cart = z.infer<typeof Cart>
export type CartTombstone = z.infer<typeof CartTombstone>
