// Tiny HTML helpers for the demo theme's server templates. Everything interpolated is escaped.
const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const esc = (v) => String(v ?? '').replace(/[&<>"']/g, (c) => ESC[c])

/** JSON safe inside <script type="application/json">: no "</script>" or comment openers can close it early. */
export const jsonScript = (value) =>
  `<script type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}</script>`

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
export const money = (v) => brl.format(v)
