import { path, type OptionDocs } from '../ui/options'

/** The consent banner's options (data-* attributes). */
export const options = {
  privacyUrl: path('/pages/privacidade')
}

export const docs: OptionDocs<typeof options> = {
  privacyUrl: "The store's privacy policy, linked from the banner: a path on this site."
}
