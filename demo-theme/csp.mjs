import { createHash } from 'node:crypto'

// The demo's Content Security Policy, sent with every page of the store (docs/deploying.md explains each directive).
// Everything the pages load is same-origin here: the widgets, the theme's files, the platform APIs, the vendor
// stand-ins and the card gateway's script. No 'unsafe-inline' and no 'unsafe-eval': the pages carry no inline script,
// style attribute or event handler, and the widgets style elements through the CSSOM only.
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  // data: for the placeholder that stands in for a picture that failed to load (widgets/ui/Picture).
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The passport's hidden frame (core/passport/frame) is the platform's page, same-origin here.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"]
}

/** The CSP-source that allows one inline script whose text is exactly `text` ('sha256-…'). */
export const scriptHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The policy header's value; `extraScripts` adds sources to script-src for one response (an inline import map's hash).
 * @param {string[]} [extraScripts]
 */
export function contentSecurityPolicy(extraScripts = []) {
  return Object.entries(DIRECTIVES)
    .map(([name, sources]) => `${name} ${(name === 'script-src' ? [...sources, ...extraScripts] : sources).join(' ')}`)
    .join('; ')
}
