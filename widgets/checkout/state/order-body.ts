import { phoneFrom } from '#core/account/phone-rules'
import { splitName, type AddressDraft, type BuyerDraft } from '#core/checkout/registration'
import { docNumber } from '#core/checkout/documents'
import { parseDate } from '#core/parse/date'
import type { Cart } from '#core/schemas/cart'
import type { Address } from '#core/schemas/customer'
import type { Session } from '#core/schemas/session'
import type { ShippingService } from '#core/schemas/modules'
import { orderAddress } from '#core/checkout/order-payload'
import { orderCoupon } from './coupon-verdict'

// The @checkout body: items, buyer, address, shipping service, payment, coupon and the session's tracking data.
// Prices are not sent as truth: the platform prices the order from its catalogue. Every field is one the platform's
// published checkout schema has: a real store refuses or misreads any other.

/** The CPF or CNPJ, when one was asked (a store outside Brazil asks none): no empty document is sent. */
function docField(b: BuyerDraft) {
  const doc = docNumber(b.registry, b.doc)
  return doc ? { doc_number: doc } : {}
}

/** The order's customer: the checkout schema's customer has no birth date (the transaction's buyer carries it). */
export function buyerBody(b: BuyerDraft, customerId?: string, country = 'BR') {
  // Read by the rule that checked it, so the order records the phone as the account saves it (+55 when none typed).
  const phone = phoneFrom(b.phone, country)
  return {
    ...(customerId ? { _id: customerId } : {}),
    main_email: b.email.trim().toLowerCase(),
    name: splitName(b.name),
    display_name: splitName(b.name).given_name,
    registry_type: b.registry,
    ...docField(b),
    ...(phone ? { phones: [phone] } : {}),
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

/** The transaction's buyer, whom the payment app bills: the schema asks for the birth date here, as day, month and year. */
export function transactionBuyer(b: BuyerDraft, customerId?: string, country = 'BR') {
  const phone = phoneFrom(b.phone, country)
  const birth = b.birth.trim() ? parseDate(b.birth, 'BR') : null
  return {
    ...(customerId ? { customer_id: customerId } : {}),
    email: b.email.trim().toLowerCase(),
    fullname: b.name.trim(),
    ...(b.gender ? { gender: b.gender } : {}),
    birth_date: birth ?? {},
    phone: phone ?? { number: '' },
    registry_type: b.registry,
    // The payment's schema requires the field: empty where the store asks for no document (outside Brazil).
    doc_number: docNumber(b.registry, b.doc),
    ...(b.registry === 'j' && b.inscriptionNumber.trim()
      ? { inscription_type: b.inscriptionType, inscription_number: b.inscriptionNumber.trim() }
      : {})
  }
}

/** A cart line as the order takes it: the kit's own fields only (its composition is the cart's). */
function orderItem(i: Cart['items'][number]) {
  const kit = i.kit_product
  return {
    product_id: i.product_id,
    ...(i.variation_id ? { variation_id: i.variation_id } : {}),
    quantity: i.quantity,
    ...(i.customizations ? { customizations: i.customizations } : {}),
    ...(kit
      ? {
          kit_product: {
            _id: kit._id,
            ...(kit.name ? { name: kit.name } : {}),
            ...(kit.pack_quantity ? { pack_quantity: kit.pack_quantity } : {}),
            ...(typeof kit.price === 'number' ? { price: kit.price } : {})
          }
        }
      : {}),
    // 'subscription:<period>': the platform makes the order the subscription itself.
    ...(i.flags?.length ? { flags: i.flags } : {})
  }
}

export interface BodyParts {
  cart: Cart
  buyer: BuyerDraft
  address: AddressDraft | Address
  service: ShippingService
  transaction: Record<string, unknown>
  /** The points' own transaction, when points pay part of the total: the body then lists both. */
  points?: Record<string, unknown> | undefined
  /** The gateway list_payments offered for the method paid with: the transaction names its app. */
  gateway?: { app_id?: number | undefined } | undefined
  session: Session
  lang: string
  /** The store's country: how a phone typed without its +country is read. */
  country?: string
  customerId?: string
}

/** One transaction, or the method's and the points' (each with its buyer) when points pay part of the total. */
function orderTransaction(main: Record<string, unknown>, points: Record<string, unknown> | undefined, buyer: object) {
  return points
    ? [
        { ...main, buyer },
        { ...points, buyer }
      ]
    : { ...main, buyer }
}

export function orderBody(parts: BodyParts) {
  const { cart, buyer, address, service, transaction, points, gateway, session, lang, country, customerId } = parts
  const { _id: _, default: __, ...to } = address as Address
  const coupon = orderCoupon(session.coupon)
  return {
    items: cart.items.map(orderItem),
    shipping: {
      // The app that quoted the chosen service: the order's freight is that app's.
      ...(service.app_id !== undefined ? { app_id: service.app_id } : {}),
      service_code: service.service_code,
      to: { ...orderAddress(to), zip: String(to.zip ?? '').replace(/\D/g, ''), name: buyer.name.trim() }
    },
    transaction: orderTransaction(
      { ...(gateway?.app_id !== undefined ? { app_id: gateway.app_id } : {}), ...transaction },
      points,
      transactionBuyer(buyer, customerId, country)
    ),
    customer: buyerBody(buyer, customerId, country),
    ...(coupon ? { discount: { discount_coupon: coupon } } : {}),
    ...(session.utm ? { utm: session.utm } : {}),
    // The visit's ?ref= code names an affiliate (the schema's customer.referral is a customer id).
    ...(session.referral ? { affiliate_code: session.referral } : {}),
    domain: location.hostname,
    lang
  }
}
