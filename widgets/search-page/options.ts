import { text, type OptionDocs } from '../ui/options'

/** The results page's options: a category or brand page fixes that filter; neither, the search page. */
export const options = {
  category: text(100),
  brand: text(100)
}

export const docs: OptionDocs<typeof options> = {
  category: 'Fixes a category filter (category pages, e.g. Moda): never in the URL, never removable by the shopper.',
  brand: 'Fixes a brand filter (brand pages, e.g. Urbano): never in the URL, never removable by the shopper.'
}
