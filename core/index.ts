// The core entry: the pure rules, parsers, labels and schemas, for theme scripts (dist/core.js, an ES module) and
// other packages. No DOM rendering, no React, no I/O here.
export * from './money'
export * from './parse'
export { t, hasKey, labelKeys, catalogue, resolveLang, LANGS, type LabelKey, type Lang } from './i18n'
export { Product, Variation, Grid, Customization, Picture } from './schemas/product'
export { GridDoc } from './schemas/grid'
export { Cart, CartItem } from './schemas/cart'
export * from './schemas/customer'
export * from './schemas/session'
export * from './schemas/order'
export * from './schemas/payment'
export { parseSettings, type Settings } from './settings'
export { OBJECT_ID, isObjectId } from './ids'
export { cnpjChars, docNumber, isCnpj, isCpf } from './checkout/documents'
export { repriced } from './checkout/payment-summary'
export { amountForMethod } from './account/payment-change'
export { APP_URLS } from './app-urls'
export { inactiveReason, isComplete, productHref, productName } from './product-state'
export { gridTitle, readableGridId } from './product/grid-title'
export { gridsOf } from './product/variations'
export { isScheduled } from './page/schedule'
export {
  buildQuery,
  stateFromUrl,
  stateToUrl,
  parseResult,
  PRICED_SCRIPT,
  pricedRank,
  SHOWN_PRICE_SCRIPT,
  shownPriceRank
} from './search'
export { pageCount, pageWindow, withPage } from './search/refine'
export {
  ORDER_TRANSITIONS,
  ORDER_ACTIONS,
  availableActions,
  canRun,
  actionOf,
  patchFor,
  statusChange,
  isRecurring,
  subscriptionRuns,
  type OrderAction,
  type OrderPatch
} from './account/order-actions'
export {
  PERIODS,
  PERIOD_MONTHS,
  isPeriod,
  nextDate,
  periodOfFlags,
  soldBySubscription,
  subscriptionFlag,
  type Period
} from './account/subscription'
export { recurrenceOf, withRecurrence } from './account/recurrence'
export * from './payments/pix'
