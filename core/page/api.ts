// The page's one platform client (one queue and pause state per host). Its own module so code that never reads
// products (the session) gets the client without the product reader that ../net adds. It imports the page
// context, which the runtime chunk holds, so lazily loaded code that uses it does not split that chunk.
import { createApiClient } from '../api'
import { lazy } from '../lazy'
import { settings } from './context'

/** Made on first use: its store id comes from the page's settings. */
export const api = lazy(() => createApiClient(settings))
