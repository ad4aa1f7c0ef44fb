// Small HTTP helpers shared by every API handler of the local platform.
import { gzipSync } from 'node:zlib'

export const MAX_BODY_BYTES = 1024 * 1024

/** An error that becomes a JSON answer `{status, error_code, message}` instead of a crash. */
export class HttpError extends Error {
  /** @param {number} status @param {string} errorCode @param {string} message @param {Record<string, any>} [extra] */
  constructor (status, errorCode, message, extra) {
    super(message)
    this.status = status
    this.errorCode = errorCode
    this.extra = extra
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson (res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return
  const text = body === undefined ? '' : JSON.stringify(body)
  // Gzipped when the client accepts it, as the hosted APIs answer behind their CDN: a search for a page's cards is
  // ~70 KB of JSON, ~8 KB on the wire.
  const zip = text.length > 1024 && /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''))
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    // API answers change with every cart or order; only pictures are cacheable.
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(zip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers
  })
  res.end(zip ? gzipSync(text, { level: 6 }) : text)
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} errorCode @param {string} message @param {Record<string, any>} [extra] */
export function sendError (res, status, errorCode, message, extra) {
  sendJson(res, status, { status, error_code: errorCode, message, ...extra })
}

/**
 * Reads the whole body as text, refusing more than MAX_BODY_BYTES (413) so a runaway client
 * cannot exhaust memory.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export function readBody (req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'])
    if (declared > MAX_BODY_BYTES) {
      reject(new HttpError(413, 'payload_too_large', `Body larger than ${MAX_BODY_BYTES} bytes`))
      req.resume()
      return
    }
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let failed = false
    req.on('data', (chunk) => {
      if (failed) return
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        failed = true
        reject(new HttpError(413, 'payload_too_large', `Body larger than ${MAX_BODY_BYTES} bytes`))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => { if (!failed) resolve(Buffer.concat(chunks).toString('utf8')) })
    req.on('error', (err) => { if (!failed) { failed = true; reject(err) } })
  })
}

/**
 * Parses a JSON body; empty bodies count as `{}` only when allowed.
 * @param {string} text
 * @returns {any}
 */
export function parseJson (text) {
  if (!text.trim()) throw new HttpError(400, 'empty_body', 'A JSON body is required')
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalid_json', 'The body is not valid JSON')
  }
}

/**
 * Validates with a zod schema and turns failures into a 400 that names the first bad field.
 * @template T
 * @param {{ safeParse: (v: unknown) => { success: true, data: T } | { success: false, error: { issues: { path: PropertyKey[], message: string }[] } } }} schema
 * @param {unknown} value
 * @returns {T}
 */
export function validate (schema, value) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path?.length ? issue.path.map(String).join('.') : 'body'
  throw new HttpError(400, 'invalid_body', `${where}: ${issue?.message ?? 'invalid'}`, {
    issues: result.error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
  })
}

/** @param {number} ms @param {AbortSignal} [signal] */
export function delay (ms, signal) {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => { clearTimeout(t); resolve(undefined) }, { once: true })
  })
}

/** Money in cents, so totals never show float drift. @param {number} x */
export const toCents = (x) => Math.round(x * 100)
/** @param {number} cents */
export const fromCents = (cents) => cents / 100
/** @param {number} x */
export const roundMoney = (x) => Math.round(x * 100) / 100
