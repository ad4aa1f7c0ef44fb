// The page's one platform client (one queue and pause state per host). Its own module so code that never reads
// products (the session) gets the client without the product reader that ../net adds. It imports the runtime (never
// the other way round), so lazily loaded code that uses it does not split the runtime's chunk.
import { createApiClient } from '../api'
import { lazy } from '../lazy'
import { settings } from '../runtime'

/** Made on first use: its store id comes from the page's settings. */
export const api = lazy(() => createApiClient(settings))
