// Seed data of store 2022 (the American homeware shop): two customers with US addresses, no tax document, and a
// past order each paid by card. Documented in demo-theme/platform/README.md; tests rely on these e-mails.
import { hexId } from '../catalogue/random.mjs'
import { orderPicture, shippingAddress } from './order-shape.mjs'

/** @param {import('../catalogue/index.mjs').Catalogue} catalogue */
export function seedHomeware (catalogue) {
  const seed = catalogue.seed
  const customer = (/** @type {string} */ key, /** @type {string} */ email, /** @type {string} */ given, /** @type {string} */ family, /** @type {any} */ address, /** @type {string} */ created) => ({
    _id: hexId(seed, 'customer', key),
    main_email: email,
    display_name: given,
    name: { given_name: given, family_name: family },
    registry_type: 'p',
    phones: [{ country_code: 1, number: '5035550142' }],
    addresses: [{ name: `${given} ${family}`, country_code: 'US', default: true, ...address }],
    favorites: /** @type {string[]} */ ([]),
    accepts_marketing: false,
    orders: /** @type {{ _id: string, number: number }[]} */ ([]),
    created_at: created
  })
  const emily = customer('emily', 'emily@example.com', 'Emily', 'Carter', { zip: '97209', street: 'NW Glisan St', number: 1220, city: 'Portland', province_code: 'OR' }, '2024-07-01T16:00:00.000Z')
  const james = customer('james', 'james.lee@example.com', 'James', 'Lee', { zip: '10001', street: 'W 34th St', number: 350, city: 'New York', province_code: 'NY' }, '2024-09-12T14:30:00.000Z')
  const orders = [
    cardOrder(seed, 5001, emily, catalogue.products[0], 2, '2024-11-03T18:10:00.000Z'),
    cardOrder(seed, 5002, james, catalogue.products[8], 1, '2025-01-20T15:45:00.000Z')
  ]
  emily.orders.push({ _id: orders[0]._id, number: 5001 })
  emily.birth_date = { day: 3, month: 9, year: 1985 }
  james.orders.push({ _id: orders[1]._id, number: 5002 })
  return {
    version: 1,
    nextOrderNumber: 5003,
    customers: [emily, james],
    orders,
    carts: /** @type {any[]} */ ([]),
    tokens: /** @type {Record<string, { customer_id: string, level: number, expires: string }>} */ ({}),
    sessions: /** @type {Record<string, any>} */ ({})
  }
}

/** @param {number} seed @param {number} number @param {any} customer @param {any} p @param {number} quantity @param {string} created */
function cardOrder (seed, number, customer, p, quantity, created) {
  const subtotal = Math.round(p.price * 100 * quantity) / 100
  const freight = 7.95
  const total = Math.round((subtotal + freight) * 100) / 100
  return {
    _id: hexId(seed, 'order', number),
    number,
    created_at: created,
    updated_at: created,
    status: 'closed',
    financial_status: { current: 'paid', updated_at: created },
    payments_history: [{ status: 'paid', date_time: created }],
    fulfillments: [{ status: 'delivered', date_time: created }],
    fulfillment_status: { current: 'delivered', updated_at: created },
    amount: { subtotal, freight, discount: 0, total },
    items: [{ _id: hexId(seed, 'line', p._id, quantity), product_id: p._id, sku: p.sku, name: p.name, quantity, price: p.price, final_price: p.price, ...(p.pictures?.[0] ? { picture: orderPicture(p.pictures[0]) } : {}) }],
    buyers: [{ _id: customer._id, main_email: customer.main_email, name: customer.name, display_name: customer.display_name }],
    shipping_lines: [{ _id: hexId(seed, 'ship', number), app: { label: 'Standard' }, from: { zip: '97209' }, to: shippingAddress(customer.addresses[0]), price: freight, total_price: freight, delivery_time: { days: 5, working_days: true } }],
    transactions: [{ _id: hexId(seed, 'tx', number), payment_method: { code: 'credit_card', name: 'Credit card' }, amount: total, status: { current: 'paid' }, credit_card: { company: 'visa', last_digits: '4242', holder_name: customer.display_name } }],
    payment_method_label: 'Credit card',
    shipping_method_label: 'Standard',
    domain: 'localhost'
  }
}
