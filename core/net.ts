// The platform client and the product reader, shared by the widgets that talk to the platform. Kept out of
// ./runtime so a page whose widgets never call the network does not pay for them.
import { createApiClient } from './api'
import { createProductLoader } from './products'
import { settings } from './runtime'

export const api = createApiClient(settings)
export const loadProduct = createProductLoader(api)
