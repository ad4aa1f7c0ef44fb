export { docDigits, docNumber, docForLogin, cnpjChars, maskDoc, isCpf, isCnpj } from './documents'
export { cardDigits, luhn, cardBrand, maskExpiry, validExpiry, validCvv, type CardBrand } from './card'
export { idempotencyKey } from './idempotency'
export { splitPoints, type PointsSplit } from './points'
export {
  cartTotals,
  cancelsFreight,
  serviceFreight,
  sortServices,
  freeShippingMissing,
  extraDiscountMissing,
  replacedDiscount,
  type Totals
} from './totals'
export {
  buyerErrors,
  addressErrors,
  splitName,
  type BuyerDraft,
  type AddressDraft,
  type FieldErrors
} from './registration'
export { paymentSummary, planTotal, type PaymentChoice, type PaymentSummary } from './payment-summary'
