// Store API (and its cache host): catalogue reads, orders, customers and carts.
import * as z from 'zod'
import { hexId } from '../catalogue/random.mjs'
import { HttpError, validate } from './http.mjs'
import { Reply } from './router.mjs'
import { priceCartItems } from './cart-pricing.mjs'
import { AUTHORIZED } from './state.mjs'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000

/**
 * Paginated list with the Store API's `{result, meta}` shape. Scalar query params other than
 * limit/offset filter by equality (e.g. ?slug=camiseta-basica-linho), as the real API allows.
 * @param {Record<string, any>[]} items @param {URLSearchParams} query
 */
function list (items, query) {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number(query.get('limit')) || DEFAULT_LIMIT))
  const offset = Math.max(0, Number(query.get('offset')) || 0)
  let filtered = items
  for (const [key, value] of query) {
    if (key === 'limit' || key === 'offset' || key === 'fields' || key === 'sort') continue
    filtered = filtered.filter((item) => item[key] !== undefined && String(item[key]) === value)
  }
  return {
    meta: { limit, offset, count: filtered.length, sort: [], fields: [], query: {} },
    result: filtered.slice(offset, offset + limit)
  }
}

/** @param {Map<string, any>} map @param {string} id @param {string} what */
function byId (map, id, what) {
  const doc = map.get(id)
  if (!doc) throw new HttpError(404, 'not_found', `${what} ${id} not found`)
  return doc
}

/**
 * A grid as the Store API lists it without `fields`: its default fields only.
 * @param {import('../catalogue/index.mjs').Grid} g
 */
const gridListed = (g) => ({
  _id: g._id,
  created_at: g.created_at,
  updated_at: g.updated_at,
  title: g.title,
  grid_id: g.grid_id,
  options: g.options.map((o) => ({ text: o.text, ...(o.colors ? { colors: o.colors } : {}) }))
})

/** Routes readable from both the main Store host and its cache host. @type {import('./router.mjs').RouteDef[]} */
export const publicStoreRoutes = [
  ['GET', '/products.json', ({ state, query }) => list(state.catalogue.products, query)],
  ['GET', '/products/:id.json', ({ state, params }) => byId(state.productsById, params.id, 'Product')],
  ['GET', '/categories.json', ({ state, query }) => list(state.catalogue.categories, query)],
  ['GET', '/categories/:id.json', ({ state, params }) => byId(state.categoriesById, params.id, 'Category')],
  ['GET', '/brands.json', ({ state, query }) => list(state.catalogue.brands, query)],
  ['GET', '/brands/:id.json', ({ state, params }) => byId(state.brandsById, params.id, 'Brand')],
  // The grids: a variation grid's title and its options with their colours (a product names its grids only). The
  // list answers the platform's default fields of a grid (title, grid_id, options' text and colours).
  ['GET', '/grids.json', ({ state, query }) => list(state.catalogue.grids.map(gridListed), query)],
  ['GET', '/grids/:id.json', ({ state, params }) => byId(state.gridsById, params.id, 'Grid')]
]

const Customization = z.looseObject({ _id: z.string(), option: z.optional(z.looseObject({ text: z.string() })) })
const CartItem = z.looseObject({
  _id: z.optional(z.string()),
  product_id: z.string().regex(/^[0-9a-f]{24}$/),
  variation_id: z.optional(z.string()),
  quantity: z.number().positive().max(9999),
  // Sent prices are read and ignored: the cart is priced from the catalogue (cart-pricing.mjs).
  price: z.optional(z.number().nonnegative()),
  final_price: z.optional(z.number().nonnegative()),
  customizations: z.optional(z.array(Customization)),
  kit_product: z.optional(z.looseObject({ _id: z.string().regex(/^[0-9a-f]{24}$/) })),
  flags: z.optional(z.array(z.string()))
})
const CartBody = z.looseObject({
  items: z.optional(z.array(CartItem).max(200)),
  completed: z.optional(z.boolean()),
  available: z.optional(z.boolean())
})
const Name = z.strictObject({ given_name: z.optional(z.string().max(70)), middle_name: z.optional(z.string().max(70)), family_name: z.optional(z.string().max(70)) })
const Address = z.looseObject({ zip: z.string().max(30), street: z.optional(z.string().max(200)), default: z.optional(z.boolean()) })
// What a customer may change about themselves. Everything else in the record is the platform's (points, orders, login,
// e-mail and document), and a PATCH naming it is refused rather than half applied.
const CustomerPatch = z.strictObject({
  display_name: z.optional(z.string().max(100)),
  name: z.optional(Name),
  phones: z.optional(z.array(z.looseObject({ country_code: z.optional(z.number()), number: z.string().max(30) })).max(5)),
  addresses: z.optional(z.array(Address).max(20).refine((list) => list.filter((a) => a.default).length <= 1, 'at most one default address')),
  favorites: z.optional(z.array(z.string().regex(/^[0-9a-f]{24}$/)).max(500)),
  pronoun: z.optional(z.enum(['he', 'she'])),
  // An empty birth date ({}: the Customers type's parts are all optional) removes it.
  birth_date: z.optional(z.union([z.strictObject({ day: z.number().int(), month: z.number().int(), year: z.number().int() }), z.strictObject({})])),
  accepts_marketing: z.optional(z.boolean())
})
const WRITABLE_CUSTOMER_FIELDS = Object.keys(CustomerPatch.shape)

// What the public order path shows to anyone holding the order's id: where the order stands and what it costs, and
// the payment data a confirmation must show (a boleto's line, a Pix code and its expiry). Never the buyer, the address or the items.
const PUBLIC_ORDER_FIELDS = ['_id', 'store_id', 'number', 'status', 'financial_status', 'fulfillment_status', 'amount', 'currency_id', 'currency_symbol', 'payment_method_label', 'created_at', 'updated_at']
const PUBLIC_TRANSACTION_FIELDS = ['_id', 'payment_method', 'intermediator', 'status', 'amount', 'installments', 'banking_billet', 'account_deposit', 'payment_link', 'loyalty_points']

/** @param {Record<string, any>} source @param {string[]} fields */
const pick = (source, fields) => Object.fromEntries(fields.filter((f) => source[f] !== undefined).map((f) => [f, source[f]]))

/** The order as the public path gives it. @param {any} order */
export function publicOrder (order) {
  return { ...pick(order, PUBLIC_ORDER_FIELDS), transactions: (order.transactions ?? []).map((/** @type {any} */ t) => pick(t, PUBLIC_TRANSACTION_FIELDS)) }
}

/**
 * GET orders/{id}.json: the whole order to its authorized buyer, a 403 to another authorized customer, and the public
 * part to anyone else (anonymous, or identified by e-mail alone).
 * @param {import('./router.mjs').Ctx} ctx @param {any} order
 */
function orderFor (ctx, order) {
  const auth = ctx.state.optionalAuth(ctx.req)
  if (!auth || auth.level < AUTHORIZED) return publicOrder(order)
  if (!order.buyers?.some((/** @type {any} */ b) => b._id === auth.customer._id)) {
    throw new HttpError(403, 'forbidden', 'This order belongs to another customer')
  }
  return order
}

/**
 * Applies a customer's PATCH to their own record (the fields they may change), shared by the Store and Passport paths.
 * @param {import('./router.mjs').Ctx} ctx @param {any} customer
 */
export async function patchCustomer (ctx, customer) {
  const raw = ctx.json()
  // The platform's checkout app saves the whole profile it holds, its e-mail and document included: a platform field
  // sent back as the record has it changes nothing and is let through; changing one is refused.
  const echoed = raw && typeof raw === 'object' && !Array.isArray(raw)
    ? Object.keys(raw).filter((k) => !WRITABLE_CUSTOMER_FIELDS.includes(k) && k in customer && sameJson(raw[k], customer[k]))
    : []
  const sent = echoed.length ? Object.fromEntries(Object.entries(raw).filter(([k]) => !echoed.includes(k))) : raw
  const locked = sent && typeof sent === 'object' ? Object.keys(sent).filter((k) => !WRITABLE_CUSTOMER_FIELDS.includes(k)) : []
  if (locked.length) throw new HttpError(403, 'field_not_writable', `Only the platform changes ${locked.join(', ')}`, { fields: locked })
  const patch = validate(CustomerPatch, sent)
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'birth_date' && !Object.keys(value).length) delete customer[key]
    else customer[key] = key === 'favorites' ? [...new Set(/** @type {string[]} */ (value))] : value
  }
  customer.updated_at = new Date().toISOString()
  await ctx.state.save()
  return customer
}

/** Equal as JSON, whatever the order of object keys. @param {unknown} a @param {unknown} b */
function sameJson (a, b) {
  /** @param {string} _k @param {unknown} v */
  const sorted = (_k, v) => v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
    : v
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted)
}

/** @param {import('./router.mjs').Ctx} ctx */
export function ownCustomer (ctx) {
  const auth = ctx.state.requireAuth(ctx.req)
  if (auth.customer._id !== ctx.params.id) throw new HttpError(403, 'forbidden', 'You may only access your own customer record')
  return auth
}

/** @param {import('./router.mjs').Ctx} ctx */
function ownCart (ctx) {
  const auth = ctx.state.requireAuth(ctx.req)
  const cart = ctx.state.data.carts.find((c) => c._id === ctx.params.id)
  if (!cart) throw new HttpError(404, 'not_found', `Cart ${ctx.params.id} not found`)
  if (!cart.customers?.includes(auth.customer._id)) throw new HttpError(403, 'forbidden', 'This cart belongs to another customer')
  return cart
}

/** @type {import('./router.mjs').RouteDef[]} */
export const storeRoutes = [
  ...publicStoreRoutes,
  ['GET', '/orders.json', (ctx) => {
    // Only the authenticated customer's own orders; the real API would list all orders to an admin.
    const { customer } = ctx.state.requireAuth(ctx.req)
    const own = ctx.state.data.orders.filter((o) => o.buyers?.some((b) => b._id === customer._id)).sort((a, b) => b.number - a.number)
    return list(own, new URLSearchParams([...ctx.query].filter(([k]) => k === 'limit' || k === 'offset')))
  }],
  ['GET', '/orders/:id.json', (ctx) => {
    const order = byId(new Map(ctx.state.data.orders.map((o) => [o._id, o])), ctx.params.id, 'Order')
    return orderFor(ctx, order)
  }],
  ['GET', '/customers/:id.json', (ctx) => ownCustomer(ctx).customer],
  ['PATCH', '/customers/:id.json', async (ctx) => {
    await patchCustomer(ctx, ownCustomer(ctx).customer)
    return new Reply(204, undefined)
  }],
  ...cartRoutes('')
]

/**
 * A customer's saved carts. The passport serves them too, under `api/` (the platform's checkout app saves the cart
 * there after an order, then starts a new one).
 * @param {string} prefix
 * @returns {import('./router.mjs').RouteDef[]}
 */
export function cartRoutes (prefix) {
  return [cartPost(prefix), ...cartById(prefix)]
}

/** @param {string} prefix @returns {import('./router.mjs').RouteDef} */
function cartPost (prefix) {
  return ['POST', `${prefix}/carts.json`, async (ctx) => {
    const { customer } = ctx.state.requireAuth(ctx.req)
    const body = validate(CartBody, ctx.json())
    const { items, subtotal } = priceCartItems(ctx.state, body.items ?? [])
    const cart = {
      _id: hexId('cart', customer._id, Date.now(), Math.random()),
      customers: [customer._id],
      items,
      subtotal,
      completed: body.completed ?? false,
      available: true,
      created_at: new Date().toISOString()
    }
    ctx.state.data.carts.push(cart)
    await ctx.state.save()
    return new Reply(201, { _id: cart._id })
  }]
}

/** @param {string} prefix @returns {import('./router.mjs').RouteDef[]} */
function cartById (prefix) {
  return [
    ['GET', `${prefix}/carts/:id.json`, (ctx) => ownCart(ctx)],
    ['PATCH', `${prefix}/carts/:id.json`, async (ctx) => {
      const cart = ownCart(ctx)
      const body = validate(CartBody, ctx.json())
      if (body.items) {
        Object.assign(cart, priceCartItems(ctx.state, body.items))
      }
      if (body.completed !== undefined) cart.completed = body.completed
      if (body.available !== undefined) cart.available = body.available
      cart.updated_at = new Date().toISOString()
      await ctx.state.save()
      return new Reply(204, undefined)
    }]
  ]
}

/** @param {import('node:http').IncomingMessage} req @param {number} storeId */
export function requireStoreId (req, storeId) {
  const header = req.headers['x-store-id']
  if (header === undefined || header === '') throw new HttpError(400, 'missing_store_id', 'Header X-Store-ID is required')
  if (String(header).trim() !== String(storeId)) throw new HttpError(400, 'invalid_store_id', `Unknown store ${String(header)}`)
}
