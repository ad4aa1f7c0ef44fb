// Seed data of the demo platform: two customers with Brazilian addresses and past orders.
// Documented in demo-theme/platform/README.md; tests rely on these e-mails and documents.
import { hexId } from '../catalogue/random.mjs'
import { ORIGIN_ZIP } from './modules-rules.mjs'
import { orderPicture, shippingAddress } from './order-shape.mjs'

export const DEMO_SESSION_ID = 'DemoSessionMaria0000000000000001'
export const DEMO_ACCESS_TOKEN = 'demo-token-maria-0000000000000000000000'

/** @param {import('../catalogue/index.mjs').Catalogue} catalogue */
export function seedData (catalogue) {
  const seed = catalogue.seed
  const mariaId = hexId(seed, 'customer', 'maria')
  const joaoId = hexId(seed, 'customer', 'joao')
  const simple = catalogue.products.filter((p) => p.price > 0 && p.visible && p.available && p.quantity > 0)
  const line = (/** @type {any} */ p, /** @type {number} */ quantity) => {
    const v = p.variations?.find((/** @type {any} */ x) => x.quantity > 0)
    return {
      _id: hexId(seed, 'line', p._id, quantity),
      product_id: p._id,
      ...(v ? { variation_id: v._id } : {}),
      sku: v?.sku ?? p.sku,
      name: v?.name ?? p.name,
      quantity,
      price: v?.price ?? p.price,
      final_price: v?.price ?? p.price,
      // An order line's picture holds its sizes only (the product's picture _id is not an order field).
      ...(p.pictures?.[0] ? { picture: orderPicture(p.pictures[0]) } : {})
    }
  }
  const maria = {
    _id: mariaId,
    main_email: 'maria@example.com',
    display_name: 'Maria',
    name: { given_name: 'Maria', middle_name: 'Aparecida', family_name: 'Silva' },
    registry_type: 'p',
    doc_number: '12345678909',
    pronoun: 'she',
    birth_date: { day: 14, month: 3, year: 1990 },
    phones: [{ country_code: 55, number: '11987654321' }],
    addresses: [
      { name: 'Maria Silva', zip: '01310100', street: 'Avenida Paulista', number: 1000, complement: 'Apto 52', borough: 'Bela Vista', city: 'São Paulo', province_code: 'SP', country_code: 'BR', default: true },
      { name: 'Maria Silva', zip: '20040020', street: 'Rua da Assembleia', number: 10, borough: 'Centro', city: 'Rio de Janeiro', province_code: 'RJ', country_code: 'BR', default: false }
    ],
    favorites: simple.slice(0, 2).map((p) => p._id),
    // Points balance for the checkout's "pay with points" (1 point = R$ 1 at the program's ratio).
    loyalty_points_entries: [{ name: 'Pontos Vitrine', program_id: 'vitrine_points', earned_points: 300, active_points: 250, ratio: 1, valid_thru: '2099-12-31T23:59:59.000Z' }],
    accepts_marketing: true,
    orders: /** @type {{_id: string, number: number}[]} */ ([]),
    created_at: '2024-02-10T13:00:00.000Z',
    updated_at: '2024-02-10T13:00:00.000Z'
  }
  const joao = {
    _id: joaoId,
    main_email: 'joao.pereira@example.com',
    display_name: 'João',
    name: { given_name: 'João', family_name: 'Pereira' },
    registry_type: 'p',
    doc_number: '52998224725',
    pronoun: 'he',
    birth_date: { day: 2, month: 11, year: 1985 },
    phones: [{ country_code: 55, number: '81991234567' }],
    addresses: [
      { name: 'João Pereira', zip: '50030230', street: 'Rua do Bom Jesus', number: 125, borough: 'Recife', city: 'Recife', province_code: 'PE', country_code: 'BR', default: true }
    ],
    favorites: [],
    accepts_marketing: false,
    orders: /** @type {{ _id: string, number: number }[]} */ ([]),
    created_at: '2024-05-22T18:30:00.000Z',
    updated_at: '2024-05-22T18:30:00.000Z'
  }
  const orders = [
    makeOrder(seed, 1001, maria, [line(simple[0], 1), line(simple[3], 2)], { financial: 'paid', fulfillment: 'delivered', status: 'closed', method: 'credit_card', created: '2024-08-03T15:20:00.000Z' }),
    makeOrder(seed, 1002, maria, [line(simple[5], 1)], { financial: 'pending', status: 'open', method: 'banking_billet', created: '2025-01-12T10:05:00.000Z' }),
    makeOrder(seed, 1003, joao, [line(simple[8], 1)], { financial: 'paid', fulfillment: 'shipped', status: 'open', method: 'credit_card', created: '2025-02-20T09:40:00.000Z' })
  ]
  for (const o of orders) {
    const c = o.buyers[0]._id === mariaId ? maria : joao
    c.orders.push({ _id: o._id, number: o.number })
  }
  const now = Date.now()
  const farFuture = new Date(now + 365 * 24 * 3600 * 1000).toISOString()
  return {
    version: 1,
    nextOrderNumber: 1004,
    customers: [maria, joao],
    orders,
    carts: /** @type {any[]} */ ([]),
    // A ready level-3 login for Maria, so the demo and tests can act as a logged-in shopper at once.
    tokens: { [DEMO_ACCESS_TOKEN]: { customer_id: mariaId, level: 3, expires: farFuture } },
    sessions: { [DEMO_SESSION_ID]: { customer_id: mariaId, level: 3, access_token: DEMO_ACCESS_TOKEN, expires: farFuture } }
  }
}

/**
 * @param {number} seed @param {number} number @param {any} customer @param {any[]} items
 * @param {{ financial: string, fulfillment?: string, status: string, method: string, created: string }} o
 */
function makeOrder (seed, number, customer, items, o) {
  const subtotal = Math.round(items.reduce((s, i) => s + i.final_price * i.quantity * 100, 0)) / 100
  const freight = 15.9
  const address = customer.addresses[0]
  return {
    _id: hexId(seed, 'order', number),
    number,
    created_at: o.created,
    updated_at: o.created,
    status: o.status,
    financial_status: { current: o.financial, updated_at: o.created },
    // The order's status history, as the account's order page shows it.
    payments_history: [{ status: o.financial, date_time: o.created }],
    ...(o.fulfillment ? { fulfillments: [{ status: o.fulfillment, date_time: o.created }] } : {}),
    ...(o.fulfillment ? { fulfillment_status: { current: o.fulfillment, updated_at: o.created } } : {}),
    amount: { subtotal, freight, discount: 0, total: Math.round((subtotal + freight) * 100) / 100 },
    items,
    buyers: [{ _id: customer._id, main_email: customer.main_email, name: customer.name, display_name: customer.display_name, doc_number: customer.doc_number }],
    shipping_lines: [{ _id: hexId(seed, 'ship', number), app: { label: 'PAC' }, from: { zip: ORIGIN_ZIP }, to: shippingAddress(address), price: freight, total_price: freight, delivery_time: { days: 5, working_days: true } }],
    transactions: [{
      _id: hexId(seed, 'tx', number),
      payment_method: { code: o.method, name: o.method === 'banking_billet' ? 'Boleto bancário' : 'Cartão de crédito' },
      amount: Math.round((subtotal + freight) * 100) / 100,
      status: { current: o.financial },
      // A boleto carries its typed line and printable page; a card its brand and last digits (never the number).
      ...(o.method === 'banking_billet'
        ? { banking_billet: { code: `34191.79001 01043.510047 91020.150008 ${number % 10} ${String(Math.round((subtotal + freight) * 100)).padStart(14, '0')}`, link: `/api/modules/v1/boleto/${hexId(seed, 'order', number)}.html`, valid_thru: '2099-01-15T23:59:59.000Z' } }
        : { credit_card: { company: 'visa', last_digits: '1111', holder_name: customer.display_name } })
    }],
    payment_method_label: o.method === 'banking_billet' ? 'Boleto bancário' : 'Cartão de crédito',
    shipping_method_label: 'PAC',
    domain: 'localhost'
  }
}
