// What the demo theme's server templates use from core; bundled for Node into dist/node/core.mjs by build.mjs.
export { price, onPromotion, discountPercent, installments } from '../core/money'
export { formatMoney } from '../core/format'
export { t } from '../core/i18n'
export { buildQuery, stateFromUrl } from '../core/search'
