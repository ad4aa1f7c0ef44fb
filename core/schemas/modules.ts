import * as z from 'zod/mini'
import { AvailableExtraDiscount, DiscountOption, InstallmentsOption, LoyaltyPointsPrograms } from './payment'

// Answers of the checkout modules (calculate_shipping, list_payments, apply_discount, @checkout). Every app answer
// comes in the platform's envelope; only the fields the checkout reads are named, the rest passes through.
const opt = z.optional

export const ModuleResult = <T extends z.ZodMiniType>(response: T) =>
  z.looseObject({
    app_id: opt(z.number()),
    error: opt(z.boolean()),
    error_message: opt(z.nullable(z.string())),
    response: opt(z.nullable(response))
  })
export const Envelope = <T extends z.ZodMiniType>(response: T) =>
  z.looseObject({ result: z.array(ModuleResult(response)) })

export const ShippingService = z.looseObject({
  // The app that offered the service (its answer's app_id, not the service's own field): the order names it.
  app_id: opt(z.number()),
  label: z.string(),
  carrier: opt(z.string()),
  service_code: opt(z.string()),
  shipping_line: z.looseObject({
    total_price: z.number(),
    price: opt(z.number()),
    delivery_time: opt(z.looseObject({ days: z.number(), working_days: opt(z.boolean()) }))
  })
})
export const ShippingAnswer = z.looseObject({
  free_shipping_from_value: opt(z.number()),
  shipping_services: z.array(ShippingService)
})

/** One instalment plan a gateway offers for the amount asked: the number, each instalment's value, with interest or not. */
export const InstallmentOption = z.looseObject({ number: z.number(), value: z.number(), tax: opt(z.boolean()) })

export const PaymentGateway = z.looseObject({
  // The app that offered the gateway (its answer's app_id): the order's transaction names it.
  app_id: opt(z.number()),
  label: z.string(),
  payment_method: z.looseObject({ code: z.string(), name: opt(z.string()) }),
  discount: opt(
    z.nullable(z.looseObject({ type: z.enum(['percentage', 'fixed']), value: z.number(), apply_at: opt(z.string()) }))
  ),
  installment_options: opt(z.array(InstallmentOption)),
  js_client: opt(
    z.looseObject({
      script_uri: z.string(),
      cc_hash: z.looseObject({ function: z.string(), is_promise: opt(z.boolean()) })
    })
  )
})
export const PaymentsAnswer = z.looseObject({
  installments_option: opt(InstallmentsOption),
  discount_option: opt(DiscountOption),
  loyalty_points_programs: opt(LoyaltyPointsPrograms),
  payment_gateways: z.array(PaymentGateway)
})

export const DiscountRule = z.looseObject({
  label: opt(z.string()),
  extra_discount: z.looseObject({ value: z.number(), flags: opt(z.array(z.string())) })
})
export const DiscountAnswer = z.looseObject({
  available_extra_discount: opt(AvailableExtraDiscount),
  discount_rule: opt(DiscountRule),
  invalid_coupon_message: opt(z.string()),
  // Products the cart or coupon earns as free gifts.
  freebie_product_ids: opt(z.array(z.string()))
})

export const CheckoutAnswer = z.looseObject({
  order: z.looseObject({
    _id: z.string(),
    number: z.number(),
    status: opt(z.string()),
    financial_status: opt(z.looseObject({ current: z.string() })),
    fulfillment_status: opt(z.looseObject({ current: z.string() })),
    amount: opt(z.looseObject({ total: z.number() }))
  }),
  transaction: z.looseObject({
    status: opt(z.looseObject({ current: z.string() })),
    // A boleto app may send no line to type (the platform's Pagar.me app sends only the PDF link): the order stands.
    banking_billet: opt(z.looseObject({ code: opt(z.string()), link: opt(z.string()) })),
    payment_link: opt(z.string()),
    // A card plan: the number of instalments, each one's value, and whether they carry interest.
    installments: opt(z.looseObject({ number: z.number(), value: z.number(), tax: opt(z.boolean()) }))
  })
})

export type ShippingService = z.infer<typeof ShippingService>
export type ShippingAnswer = z.infer<typeof ShippingAnswer>
export type InstallmentOption = z.infer<typeof InstallmentOption>
export type PaymentGateway = z.infer<typeof PaymentGateway>
export type PaymentsAnswer = z.infer<typeof PaymentsAnswer>
export type DiscountRule = z.infer<typeof DiscountRule>
export type DiscountAnswer = z.infer<typeof DiscountAnswer>
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>
