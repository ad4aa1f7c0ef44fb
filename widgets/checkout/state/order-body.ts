import { phoneFrom } from '../../../core/account/phone-rules'
import { splitName, type AddressDraft, type BuyerDraft } from '../../../core/checkout/registration'
import { docNumber } from '../../../core/checkout/documents'
import { parseDate } from '../../../core/parse/date'
import type { Cart } from '../../../core/schemas/cart'
import type { Address } from '../../../core/schemas/customer'
import type { Session } from '../../../core/schemas/session'
import type { ShippingService } from '../../../core/schemas/modules'
import { orderCoupon } from './coupon-verdict'

// The @checkout body: items, buyer, address, shipping service, payment, coupon and the session's tracking data.
// Prices are not sent as truth: the platform prices the order from its catalogue.

export function buyerBody(b: BuyerDraft, customerId?: string) {
  // Read by the rule that checked it, so the order records the phone as the account saves it (+55 when none typed).
  const phone = phoneFrom(b.phone)
  const birth = b.birth.trim() ? parseDate(b.birth, 'BR') : null
  return {
    ...(customerId ? { _id: customerId } : {}),
    main_email: b.email.trim().toLowerCase(),
    name: splitName(b.name),
    display_name: splitName(b.name).given_name,
    registry_type: b.registry,
    doc_number: docNumber(b.registry, b.doc),
    ...(phone ? { phones: [phone] } : {}),
    ...(birth ? { birth_date: birth } : {}),
    ...(b.gender ? { gender: b.gender } : {}),
    ...(b.registry === 'j'
      ? {
          corporate_name: b.corporate.trim(),
          inscription_type: b.inscriptionType,
          inscription_number: b.inscriptionNumber.trim()
        }
      : {})
  }
}

export interface BodyParts {
  cart: Cart
  buyer: BuyerDraft
  address: AddressDraft | Address
  service: ShippingService
  transaction: Record<string, unknown>
  session: Session
  lang: string
  customerId?: string
}

export function orderBody({ cart, buyer, address, service, transaction, session, lang, customerId }: BodyParts) {
  const { _id: _, default: __, ...to } = address as Address
  const coupon = orderCoupon(session.coupon)
  return {
    items: cart.items.map((i) => ({
      product_id: i.product_id,
      ...(i.variation_id ? { variation_id: i.variation_id } : {}),
      quantity: i.quantity,
      ...(i.customizations ? { customizations: i.customizations } : {}),
      ...(i.kit_product ? { kit_product: i.kit_product } : {}),
      // 'subscription:<period>': the platform makes the order the subscription itself.
      ...(i.flags?.length ? { flags: i.flags } : {})
    })),
    shipping: {
      service_code: service.service_code,
      to: { ...to, zip: String(to.zip ?? '').replace(/\D/g, ''), name: buyer.name.trim() }
    },
    transaction,
    customer: buyerBody(buyer, customerId),
    ...(coupon ? { discount_coupon: coupon } : {}),
    ...(session.utm ? { utm: session.utm } : {}),
    ...(session.referral ? { referral: session.referral } : {}),
    domain: location.hostname,
    lang
  }
}
