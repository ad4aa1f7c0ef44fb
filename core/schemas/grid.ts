import * as z from 'zod/mini'

// The store's grids resource (GET /grids.json): a grid's title and its options with their colours. A product's
// variations name an option by its text.
const opt = z.optional

export const GridOption = z.looseObject({
  text: z.string(),
  colors: opt(z.array(z.string()))
})

export const GridDoc = z.looseObject({
  grid_id: opt(z.string()),
  title: opt(z.string()),
  options: opt(z.array(GridOption))
})

export const GridList = z.looseObject({ result: z.array(GridDoc) })

export type GridDoc = z.infer<typeof GridDoc>
