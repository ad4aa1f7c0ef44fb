import * as z from 'zod/mini'

// Payment options as the list_payments / apply_discount modules return them. Shapes only: ranges such as
// "value must not be negative" are money rules and live in core/money, which answers null instead of throwing.
const opt = z.optional

export const DiscountType = z.enum(['percentage', 'fixed'])

/** Where a payment discount is taken from; 'freight' discounts are never shown on a product price. */
export const ApplyAt = z.enum(['total', 'subtotal', 'freight'])

export const InstallmentsOption = z.looseObject({
  max_number: z.number(),
  min_installment: opt(z.number()),
  /** Percent per month (2.99 means 2.99 %); absent or 0 means interest-free. */
  monthly_interest: opt(z.number()),
  /** Plans up to this many instalments carry no interest even when monthly_interest is set (6 means up to 6x). */
  max_interest_free: opt(z.number())
})

export const DiscountOption = z.looseObject({
  type: DiscountType,
  value: z.number(),
  min_amount: opt(z.number()),
  apply_at: opt(ApplyAt),
  label: opt(z.string())
})

export const LoyaltyPointsProgram = z.looseObject({
  name: opt(z.string()),
  earn_percentage: z.number(),
  min_subtotal_to_earn: opt(z.number()),
  ratio: opt(z.number())
})

// The platform keys programs by app id; a plain list is accepted too so themes can pass either.
export const LoyaltyPointsPrograms = z.union([
  z.record(z.string(), LoyaltyPointsProgram),
  z.array(LoyaltyPointsProgram)
])

export const AvailableExtraDiscount = z.looseObject({
  type: DiscountType,
  value: z.number(),
  min_amount: opt(z.number())
})

export const PaymentOptions = z.looseObject({
  installments_option: opt(InstallmentsOption),
  discount_option: opt(DiscountOption),
  /** The Pix gateway's discount (list_payments gives it on the gateway, not store-wide): the 'à vista no Pix' price. */
  pix_discount_option: opt(DiscountOption),
  loyalty_points_programs: opt(LoyaltyPointsPrograms),
  available_extra_discount: opt(AvailableExtraDiscount)
})

export type DiscountType = z.infer<typeof DiscountType>
export type ApplyAt = z.infer<typeof ApplyAt>
export type InstallmentsOption = z.infer<typeof InstallmentsOption>
export type DiscountOption = z.infer<typeof DiscountOption>
export type LoyaltyPointsProgram = z.infer<typeof LoyaltyPointsProgram>
export type LoyaltyPointsPrograms = z.infer<typeof LoyaltyPointsPrograms>
export type AvailableExtraDiscount = z.infer<typeof AvailableExtraDiscount>
export type PaymentOptions = z.infer<typeof PaymentOptions>
