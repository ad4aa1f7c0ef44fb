// Grids (variation and spec grids) are named by machine ids: colors, tipo_de_pele. A shopper reads the title the
// platform gives the grid (in the product's own `grids`, or the store's grids resource); a grid without one is shown
// by its id made readable.
import type { Grid } from '../schemas/product'

/** The id made readable: 'tipo_de_pele' -> 'Tipo de pele'. */
export function readableGridId(id: string): string {
  const text = id.replace(/[_-]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The grid's title from the first of `grids` that names it with one, else its id made readable. */
export function gridTitle(id: string, grids?: readonly Pick<Grid, 'grid_id' | 'title'>[]): string {
  return grids?.find((g) => g.grid_id === id && g.title)?.title || readableGridId(id)
}
