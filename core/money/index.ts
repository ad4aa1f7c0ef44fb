// The public money rules; theme scripts reach them through the global handle, widgets import them from here.
export { fractionDigits, toCents, fromCents, roundMoney } from './cents'
export { price, pricedVariation, onPromotion, discountPercent, type PricedProduct, type Instant } from './promotion'
export { isPriced, shownPrice, type ShownProduct } from './shown'
export { installments, installmentList, type Installment } from './installments'
export {
  cashOffer,
  cashPrice,
  pixPrice,
  paymentDiscount,
  extraDiscount,
  type CashOffer,
  type DiscountView
} from './discounts'
export { loyaltyPoints, maxPointsUsable, type EarnedPoints } from './loyalty'
export {
  lineTotal,
  lineTotals,
  lineUnit,
  lineTotalsCents,
  lineTotalCents,
  cartSubtotal,
  cartSubtotalCents,
  itemFinalPrice,
  type PricedLine,
  type CustomizableLine
} from './cart-math'
export { formatMoney, formatDate } from '../format/index'
