import { formatMoney } from '../../dist/node/core.mjs'

// Tiny HTML helpers for the demo theme's server templates. Everything interpolated is escaped.
const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const esc = (v) => String(v ?? '').replace(/[&<>"']/g, (c) => ESC[c])

/** JSON safe inside <script type="application/json">: no "</script>" or comment openers can close it early. */
export const jsonScript = (value) =>
  `<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}</script>`

export const money = (v) => formatMoney(v, 'BRL', 'pt_br', 'R$')
