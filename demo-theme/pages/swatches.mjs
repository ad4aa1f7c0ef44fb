// Colour swatches painted by a stylesheet: the store's Content Security Policy refuses style attributes, so the
// product page's skeleton names each swatch's colour in data-color and /assets/swatches.css (made from the catalogue)
// paints it. The island paints its own swatches through the CSSOM, which the policy allows.

// Only a hex colour or a CSS colour name: nothing that could end the selector or the declaration.
const SAFE = /^(#[0-9a-f]{3,8}|[a-z]+)$/i

/** The swatch's colour as written in data-color, or '' when it is not a plain colour (then the island paints it). */
export const swatchColor = (color) => (typeof color === 'string' && SAFE.test(color) ? color.toLowerCase() : '')

/** One rule per colour the store's grid options have (the grids resource). @param {{ grids: any[] }} catalogue */
export function swatchCss(catalogue) {
  const colors = new Set()
  for (const g of catalogue.grids ?? []) for (const o of g.options ?? []) colors.add(swatchColor(o.colors?.[0]))
  colors.delete('')
  return [...colors].sort().map((c) => `.vt-product__swatch[data-color="${c}"] { background: ${c}; }\n`).join('')
}
