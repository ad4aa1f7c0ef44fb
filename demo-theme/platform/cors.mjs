// Pages and tests run on other localhost ports, and a theme under `vitrine dev` on an origin of its own, so the
// platform must answer CORS itself.

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/
const ALLOWED_HEADERS = 'X-Store-ID, X-My-ID, X-Access-Token, X-Fault, Idempotency-Key, Content-Type'

/**
 * Adds CORS headers for local origins and the named theme origins only; other origins get none (the browser then
 * blocks them).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} [origins] exact origins, such as https://theme.test
 */
export function applyCors (req, res, origins = []) {
  const origin = req.headers.origin
  if (typeof origin !== 'string' || !(LOCAL_ORIGIN.test(origin) || origins.includes(origin))) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Vary', 'Origin')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  res.setHeader('Access-Control-Max-Age', '600')
}
