import { APP_URLS } from '#core/app-urls'
import { bool, path, type OptionDocs } from '../ui/options'

/** The minicart's options (data-* attributes). */
export const options = {
  checkoutUrl: path(APP_URLS.checkout),
  cartUrl: path(APP_URLS.cart),
  openOnAdd: bool(false)
}

export const docs: OptionDocs<typeof options> = {
  checkoutUrl: 'Where the checkout button goes (a path on this site).',
  cartUrl: 'Where the link to the full cart goes (a path on this site).',
  openOnAdd: 'Opens the drawer when an item is added.'
}
