import { text, type OptionDocs } from '../ui/options'

/** The results page's options: a category or brand page fixes that filter; neither, the search page. */
export const options = {
  category: text(100),
  brand: text(100)
}

export const docs: OptionDocs<typeof options> = {
  category:
    'Fixes a category filter (category pages): its slug or its name in any case (e.g. cama-e-banho or Cama e Banho); never in the URL, never removable by the shopper; one that names no category is a console warning.',
  brand:
    'Fixes a brand filter (brand pages): its slug or its name in any case (e.g. urbano or Urbano); never in the URL, never removable by the shopper; one that names no brand is a console warning.'
}
