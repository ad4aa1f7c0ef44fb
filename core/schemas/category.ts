import * as z from 'zod/mini'

/** A Store API category: its parent is named by slug; `path` is the platform's tree string ("Moda > Camisetas"). */
export const Category = z.looseObject({
  _id: z.string(),
  name: z.string(),
  slug: z.optional(z.string()),
  path: z.optional(z.string()),
  parent: z.optional(z.looseObject({ slug: z.optional(z.string()), name: z.optional(z.string()) }))
})
export type Category = z.infer<typeof Category>

/** GET /categories.json */
export const CategoryList = z.looseObject({ result: z.array(Category) })
