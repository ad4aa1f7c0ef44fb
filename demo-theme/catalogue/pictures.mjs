// Product and banner pictures drawn as SVG on the fly, so the demo never needs the network
// and every picture has a fixed size (no layout shift while it loads).
import { hash32 } from './random.mjs'

export const PICTURE_SIZES = /** @type {const} */ ({ small: 100, normal: 350, big: 700, zoom: 1000 })
export const BANNER_WIDTH = 1200
export const BANNER_HEIGHT = 400
export const BANNER_COUNT = 4

const FALLBACK_PALETTE = ['#e0e7ff', '#fde68a', '#bbf7d0', '#fecdd3', '#e9d5ff']

// Simple silhouettes in a 100x100 box; the name of each matches Template.shape.
const SHAPES = {
  shirt: 'M30 22 L42 16 Q50 24 58 16 L70 22 L80 36 L70 42 L68 40 L68 78 L32 78 L32 40 L30 42 L20 36 Z',
  pants: 'M34 16 L66 16 L70 80 L56 80 L50 40 L44 80 L30 80 Z',
  dress: 'M42 14 L58 14 L60 34 L74 80 L26 80 L40 34 Z',
  shoe: 'M16 60 L20 40 L36 42 Q48 52 62 52 L82 58 Q86 66 80 70 L18 70 Z',
  boot: 'M34 16 L54 16 L56 52 Q72 56 80 64 L80 72 L32 72 Z',
  bed: 'M14 50 L14 72 M86 50 L86 72 M14 60 L86 60 M18 44 L40 44 L40 56 L18 56 Z M44 48 L84 48 L84 58 L44 58 Z',
  cup: 'M26 30 L66 30 L62 74 L30 74 Z M66 38 Q82 40 78 54 Q74 62 64 60',
  vase: 'M40 16 L60 16 L58 26 Q76 40 68 70 L60 82 L40 82 L32 70 Q24 40 42 26 Z',
  headphones: 'M22 60 Q22 20 50 20 Q78 20 78 60 L70 60 Q70 28 50 28 Q30 28 30 60 Z M18 56 L32 56 L32 80 L18 80 Z M68 56 L82 56 L82 80 L68 80 Z',
  bolt: 'M56 10 L28 56 L48 56 L42 90 L72 40 L52 40 Z',
  phone: 'M34 12 L66 12 Q72 12 72 18 L72 82 Q72 88 66 88 L34 88 Q28 88 28 82 L28 18 Q28 12 34 12 Z',
  bottle: 'M44 12 L56 12 L56 24 Q70 30 70 44 L70 82 L30 82 L30 44 Q30 30 44 24 Z'
}

/** @param {string} text */
export function escapeXml (text) {
  return String(text).replace(/[&<>"']/g, (c) => /** @type {Record<string,string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
}

/** Darkens or lightens a #rrggbb colour so the silhouette always contrasts with the background. @param {string} hex @param {number} f */
function shade (hex, f) {
  const n = parseInt(hex.slice(1), 16)
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.max(0, Math.min(255, Math.round(f < 0 ? c * (1 + f) : c + (255 - c) * f))))
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('')
}

/** @param {string} hex */
function isLight (hex) {
  const n = parseInt(hex.slice(1), 16)
  return (((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000 > 150
}

/**
 * A square picture: tinted background, a silhouette and the product's short name.
 * Same key and options always give the same bytes (long-lived caching relies on it).
 * @param {string} key anything stable, usually a picture id
 * @param {number} [size] pixel width and height
 * @param {{ label?: string, palette?: string[], shape?: string, color?: string }} [opts]
 * @returns {string}
 */
export function pictureSvg (key, size = 350, opts = {}) {
  const h = hash32(String(key))
  const palette = opts.palette?.length ? opts.palette : FALLBACK_PALETTE
  const bg = opts.color ?? palette[h % palette.length] ?? '#eeeeee'
  const fg = isLight(bg) ? shade(bg, -0.45) : shade(bg, 0.55)
  const shape = SHAPES[/** @type {keyof typeof SHAPES} */ (opts.shape ?? '')] ?? null
  const label = escapeXml((opts.label ?? '').slice(0, 28))
  const showLabel = label && size >= 200
  const body = shape
    ? `<path d="${shape}" fill="${fg}" fill-opacity="0.85" stroke="${fg}" stroke-width="1.5" stroke-linejoin="round"/>`
    : `<circle cx="50" cy="46" r="${22 + (h % 10)}" fill="${fg}" fill-opacity="0.8"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${label}">` +
    `<rect width="100" height="100" fill="${bg}"/>` +
    `<circle cx="${15 + (h % 70)}" cy="${10 + ((h >> 8) % 20)}" r="${18 + ((h >> 4) % 14)}" fill="#ffffff" fill-opacity="0.25"/>` +
    `<g transform="translate(0 ${showLabel ? -4 : 0})">${body}</g>` +
    (showLabel ? `<text x="50" y="94" font-family="system-ui, sans-serif" font-size="6.5" font-weight="600" text-anchor="middle" fill="${fg}">${label}</text>` : '') +
    '</svg>'
}

const BANNERS = [
  { title: 'Nova coleção de inverno', subtitle: 'Moletons e jaquetas com até 30% OFF', from: '#1d2b4f', to: '#3f6fb5', href: '/moletons', lines: ['Nova coleção', 'de inverno'] },
  { title: 'Frete grátis acima de R$ 299', subtitle: 'Para todo o Brasil, em compras no site', from: '#0f766e', to: '#115e59', href: '/search', lines: ['Frete grátis', 'acima de R$ 299'] },
  { title: 'Semana da beleza', subtitle: 'Perfumes e skincare com 5% no boleto', from: '#9d174d', to: '#be185d', href: '/beleza', lines: ['Semana', 'da beleza'] },
  // A campaign that has ended but is still in the store's list, as in a real one: the home page must never show it.
  { title: 'Black Friday 2025', subtitle: 'Até 50% OFF em todas as categorias', from: '#111827', to: '#374151', href: '/search?sort=offers', lines: ['Black Friday', '2025'], end: '2025-11-30T23:59:59-03:00' }
]

/** Two lines of at most about `n` characters, broken at a space. @param {string} text @param {number} n */
const splitAt = (text, n) => {
  const at = text.length > n ? text.lastIndexOf(' ', n) : -1
  return at > 0 ? [text.slice(0, at), text.slice(at + 1)] : [text]
}

/** Phone banners: narrower, with the title on two lines and large type, so the text stays readable at 375 px. */
export const BANNER_MOBILE_WIDTH = 640
export const BANNER_MOBILE_HEIGHT = 400

/**
 * A wide banner with fixed width/height attributes so the page can reserve its box.
 * @param {number} n 1-based banner number
 * @returns {string | null} null when there is no such banner
 */
export function bannerSvg (n) {
  const b = BANNERS[n - 1]
  if (!b) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(b.title)}">` +
    `<defs><linearGradient id="g${n}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g${n})"/>` +
    `<circle cx="1020" cy="80" r="220" fill="#ffffff" fill-opacity="0.08"/><circle cx="1120" cy="360" r="140" fill="#ffffff" fill-opacity="0.1"/>` +
    `<text x="80" y="190" font-family="system-ui, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(b.title)}</text>` +
    `<text x="80" y="250" font-family="system-ui, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.9">${escapeXml(b.subtitle)}</text>` +
    '</svg>'
}

/**
 * The phone variant of a banner (`/img/banners/{n}-m.svg`).
 * @param {number} n 1-based banner number
 * @returns {string | null}
 */
export function bannerMobileSvg (n) {
  const b = BANNERS[n - 1]
  if (!b) return null
  const W = BANNER_MOBILE_WIDTH
  const H = BANNER_MOBILE_HEIGHT
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(b.title)}">` +
    `<defs><linearGradient id="m${n}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#m${n})"/><circle cx="560" cy="60" r="150" fill="#ffffff" fill-opacity="0.08"/>` +
    b.lines.map((l, i) => `<text x="40" y="${120 + i * 72}" font-family="system-ui, sans-serif" font-size="62" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`).join('') +
    splitAt(b.subtitle, 26).map((l, i) => `<text x="40" y="${290 + i * 44}" font-family="system-ui, sans-serif" font-size="34" fill="#ffffff">${escapeXml(l)}</text>`).join('') +
    '</svg>'
}

/**
 * The store's banners, the ended ones too (the page shows those in their `start` / `end` window, ISO dates); `alt`
 * says what the picture says (title and subtitle), `href` where it leads.
 * @returns {{ n: number, url: string, mobileUrl: string, alt: string, href: string, width: number, height: number, mobileWidth: number, mobileHeight: number, start?: string, end?: string }[]}
 */
export function bannerList () {
  return BANNERS.map((b, i) => ({
    n: i + 1,
    start: b.start,
    end: b.end,
    url: `/img/banners/${i + 1}.svg`,
    mobileUrl: `/img/banners/${i + 1}-m.svg`,
    alt: `${b.title}: ${b.subtitle}`,
    href: b.href,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    mobileWidth: BANNER_MOBILE_WIDTH,
    mobileHeight: BANNER_MOBILE_HEIGHT
  }))
}

/**
 * The platform's picture object for one picture id.
 * @param {string} pictureId
 * @param {string} alt
 */
export function pictureObject (pictureId, alt) {
  const base = `/img/products/${pictureId}-`
  return {
    _id: pictureId,
    small: { url: base + 'small.svg', alt, size: '100x100' },
    normal: { url: base + 'normal.svg', alt, size: '350x350' },
    big: { url: base + 'big.svg', alt, size: '700x700' },
    zoom: { url: base + 'zoom.svg', alt, size: '1000x1000' }
  }
}
