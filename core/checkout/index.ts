export { docDigits, docNumber, docForLogin, cnpjChars, maskDoc, isCpf, isCnpj } from './documents'
// The card rules (core/checkout/card.ts) are left out: they carry the networks' tables and load with the card step.
export { cardDigits, maskExpiry } from './card-input'
export { idempotencyKey } from './idempotency'
export { couponToSend } from './coupon'
export { amountParts, pointsApplied, splitPoints, type PointsSplit } from './points'
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
export { addressErrors } from '../account/address-rules'
export {
  buyerErrors,
  splitName,
  type BuyerDraft,
  type AddressDraft,
  type FieldErrors
} from './registration'
export { paymentSummary, planTotal, repriced, type PaymentChoice, type PaymentSummary } from './payment-summary'
