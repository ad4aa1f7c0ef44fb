// The platform client and the product reader, shared by the widgets that talk to the platform. Kept out of
// ./runtime so a page whose widgets never call the network does not pay for them.
import { api } from './page/api'
import { createProductLoader } from './products'

export { api }
export const loadProduct = createProductLoader(api)
