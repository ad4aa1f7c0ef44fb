// A chunk gets 120 s; a failure or timeout is a ChunkLoadError.
export type Importer = (url: string) => Promise<unknown>

const chunkError = (message: string) => Object.assign(new Error(message), { name: 'ChunkLoadError' })

const attempt = (url: string, importer: Importer, ms: number) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkError(`${url}: timeout`)), ms)
    importer(url)
      .then(resolve, (e) => reject(chunkError(`${url}: ${e}`)))
      .finally(() => clearTimeout(timer))
  })

/**
 * Imports a chunk, and once more with a cache-busting query when the first try fails: a stale CDN copy or a dropped
 * connection should not cost the shopper the widget.
 */
export const importChunk = (url: string, importer: Importer, ms = 120_000): Promise<unknown> =>
  attempt(url, importer, ms).catch(() => attempt(`${url}?retry=${Date.now()}`, importer, ms))
