// /img/... : generated SVG pictures. Their bytes never change for a given URL, hence the
// immutable one-year cache header.
import { bannerMobileSvg, bannerSvg } from '../catalogue/pictures.mjs'
import { productPictureSvg } from '../catalogue/index.mjs'

const IMAGE_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' }

/**
 * @param {import('./state.mjs').State} state @param {string} path starting with /img/
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
export function serveImage (state, path, req, res) {
  let svg = /** @type {string | null} */ (null)
  const product = /^\/img\/products\/([0-9a-f]{24})-(small|normal|big|zoom)\.svg$/.exec(path)
  if (product) svg = productPictureSvg(state.catalogue, /** @type {string} */ (product[1]), /** @type {string} */ (product[2]))
  const banner = /^\/img\/banners\/(\d{1,2})\.svg$/.exec(path)
  if (banner) svg = bannerSvg(Number(banner[1]))
  const mobile = /^\/img\/banners\/(\d{1,2})-m\.svg$/.exec(path)
  if (mobile) svg = bannerMobileSvg(Number(mobile[1]))
  if (!svg) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify({ status: 404, error_code: 'not_found', message: `No picture at ${path}` }))
    return
  }
  res.writeHead(200, { ...IMAGE_HEADERS, 'Content-Length': Buffer.byteLength(svg) })
  res.end(req.method === 'HEAD' ? undefined : svg)
}

/**
 * Whether this store's catalogue drew the product picture at `path` (banners and unknown paths: false).
 * @param {import('./state.mjs').State} state @param {string} path
 */
export function servesImage (state, path) {
  const id = /^\/img\/products\/([0-9a-f]{24})-/.exec(path)?.[1]
  return id !== undefined && state.catalogue.pictureSpecs.has(id)
}
