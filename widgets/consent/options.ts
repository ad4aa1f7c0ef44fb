import { path, type OptionDocs } from '../ui/options'

/** The consent banner's options (data-* attributes). */
export const options = {
  privacyUrl: path('/pages/privacidade')
}

export const docs: OptionDocs<typeof options> = {
  privacyUrl: "The store's privacy policy, linked from the banner: a path on this site."
}

/** Attributes elsewhere on the page that the consent widget reads. */
export const itemDocs = {
  'data-consent-open':
    "On any link or button of the page (a footer's 'Cookies' link): a press shows the consent choices again, the current one ticked."
}
