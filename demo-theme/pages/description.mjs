import sanitizeHtml from 'sanitize-html'
import { esc } from './html.mjs'

// A product's description is HTML typed or pasted in the store's admin: it can carry scripts, event handlers, styles
// and tracking pictures. A regex that stripped every tag also lost the lists, links and tables a description needs;
// sanitize-html (a real HTML parser) keeps the formatting below and drops everything else, keeping its text.

const TABLE = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']

/** @type {import('sanitize-html').IOptions} */
const OPTIONS = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'img', ...TABLE],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan']
  },
  // Links to web pages and e-mail; pictures only over https (an http one would be blocked as mixed content).
  // A link without a scheme stays on the store.
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The linked page gets no handle on the store's window.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
    // Below the fold: a description's pictures wait for the shopper to scroll to them.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } })
  },
  // A picture whose address was refused would be an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src
}

/** The description as safe HTML: the platform's body_html sanitised, else the short description as plain text. */
export function descriptionHtml(p) {
  if (p.body_html) return sanitizeHtml(String(p.body_html), OPTIONS)
  return p.short_description ? `<p>${esc(p.short_description)}</p>` : ''
}
