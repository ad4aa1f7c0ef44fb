// Store API (and its cache host): catalogue reads, orders, customers and carts.
import * as z from 'zod'
import { hexId } from '../catalogue/random.mjs'
import { HttpError, validate } from './http.mjs'
import { Reply } from './router.mjs'
import { randomBytes } from 'node:crypto'

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

/** Routes readable from both the main Store host and its cache host. @type {import('./router.mjs').RouteDef[]} */
export const publicStoreRoutes = [
  ['GET', '/products.json', ({ state, query }) => list(state.catalogue.products, query)],
  ['GET', '/products/:id.json', ({ state, params }) => byId(state.productsById, params.id, 'Product')],
  ['GET', '/categories.json', ({ state, query }) => list(state.catalogue.categories, query)],
  ['GET', '/categories/:id.json', ({ state, params }) => byId(state.categoriesById, params.id, 'Category')],
  ['GET', '/brands.json', ({ state, query }) => list(state.catalogue.brands, query)],
  ['GET', '/brands/:id.json', ({ state, params }) => byId(state.brandsById, params.id, 'Brand')]
]

const Customization = z.looseObject({ _id: z.string(), option: z.optional(z.looseObject({ text: z.string() })) })
const CartItem = z.looseObject({
  _id: z.optional(z.string()),
  product_id: z.string().regex(/^[0-9a-f]{24}$/),
  variation_id: z.optional(z.string()),
  quantity: z.number().positive().max(9999),
  price: z.optional(z.number().nonnegative()),
  final_price: z.optional(z.number().nonnegative()),
  customizations: z.optional(z.array(Customization)),
  flags: z.optional(z.array(z.string()))
})
const CartBody = z.looseObject({
  items: z.optional(z.array(CartItem).max(200)),
  completed: z.optional(z.boolean()),
  available: z.optional(z.boolean())
})
const CustomerPatch = z.looseObject({
  display_name: z.optional(z.string().max(100)),
  name: z.optional(z.looseObject({ given_name: z.optional(z.string()), middle_name: z.optional(z.string()), family_name: z.optional(z.string()) })),
  phones: z.optional(z.array(z.looseObject({ country_code: z.optional(z.number()), number: z.string() })).max(5)),
  addresses: z.optional(z.array(z.looseObject({ zip: z.string(), street: z.optional(z.string()) })).max(20)),
  favorites: z.optional(z.array(z.string()).max(500)),
  // null removes the field, as the platform's PATCH does for optional properties.
  gender: z.optional(z.nullable(z.enum(['f', 'm', 'x']))),
  birth_date: z.optional(z.nullable(z.looseObject({ day: z.number(), month: z.number(), year: z.number() }))),
  accepts_marketing: z.optional(z.boolean())
})
// Fields a shopper may not change about themselves.
const LOCKED_CUSTOMER_FIELDS = ['_id', 'main_email', 'doc_number', 'orders', 'created_at', 'registry_type']

/** @param {any} items */
const subtotalOf = (items) => Math.round(items.reduce((s, /** @type {any} */ i) => s + Math.round((i.final_price ?? i.price ?? 0) * 100) * i.quantity, 0)) / 100

/**
 * Fills prices from the catalogue: the platform never trusts prices sent by a browser.
 * @param {import('./state.mjs').State} state @param {any[]} items
 */
function normaliseCartItems (state, items) {
  return items.map((item) => {
    const product = state.productsById.get(item.product_id)
    if (!product) throw new HttpError(400, 'invalid_item', `Unknown product ${item.product_id}`)
    const variation = item.variation_id ? product.variations?.find((/** @type {any} */ v) => v._id === item.variation_id) : undefined
    if (item.variation_id && !variation) throw new HttpError(400, 'invalid_item', `Unknown variation ${item.variation_id}`)
    const price = variation?.price ?? product.price ?? 0
    return { ...item, _id: item._id ?? randomBytes(12).toString('hex'), price, final_price: item.final_price ?? price, name: item.name ?? variation?.name ?? product.name }
  })
}

/** @param {import('./router.mjs').Ctx} ctx @param {any} order */
function assertOrderAccess (ctx, order) {
  const auth = ctx.state.optionalAuth(ctx.req)
  if (auth && !order.buyers?.some((/** @type {any} */ b) => b._id === auth.customer._id)) {
    throw new HttpError(403, 'forbidden', 'This order belongs to another customer')
  }
}

/**
 * Applies a customer's PATCH to their own record (the fields they may change), shared by the Store and Passport paths.
 * @param {import('./router.mjs').Ctx} ctx @param {any} customer
 */
export async function patchCustomer (ctx, customer) {
  const patch = validate(CustomerPatch, ctx.json())
  for (const [key, value] of Object.entries(patch)) {
    if (LOCKED_CUSTOMER_FIELDS.includes(key)) continue
    if (value === null) delete customer[key]
    else customer[key] = key === 'favorites' ? [...new Set(/** @type {string[]} */ (value))] : value
  }
  await ctx.state.save()
  return customer
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
    assertOrderAccess(ctx, order)
    return order
  }],
  ['GET', '/customers/:id.json', (ctx) => ownCustomer(ctx).customer],
  ['PATCH', '/customers/:id.json', async (ctx) => {
    await patchCustomer(ctx, ownCustomer(ctx).customer)
    return new Reply(204, undefined)
  }],
  ['POST', '/carts.json', async (ctx) => {
    const { customer } = ctx.state.requireAuth(ctx.req)
    const body = validate(CartBody, ctx.json())
    const items = normaliseCartItems(ctx.state, body.items ?? [])
    const cart = {
      _id: hexId('cart', customer._id, Date.now(), Math.random()),
      customers: [customer._id],
      items,
      subtotal: subtotalOf(items),
      completed: false,
      available: true,
      created_at: new Date().toISOString()
    }
    ctx.state.data.carts.push(cart)
    await ctx.state.save()
    return new Reply(201, { _id: cart._id })
  }],
  ['GET', '/carts/:id.json', (ctx) => ownCart(ctx)],
  ['PATCH', '/carts/:id.json', async (ctx) => {
    const cart = ownCart(ctx)
    const body = validate(CartBody, ctx.json())
    if (body.items) {
      cart.items = normaliseCartItems(ctx.state, body.items)
      cart.subtotal = subtotalOf(cart.items)
    }
    if (body.completed !== undefined) cart.completed = body.completed
    if (body.available !== undefined) cart.available = body.available
    cart.updated_at = new Date().toISOString()
    await ctx.state.save()
    return new Reply(204, undefined)
  }]
]

/** @param {import('node:http').IncomingMessage} req @param {number} storeId */
export function requireStoreId (req, storeId) {
  const header = req.headers['x-store-id']
  if (header === undefined || header === '') throw new HttpError(400, 'missing_store_id', 'Header X-Store-ID is required')
  if (String(header).trim() !== String(storeId)) throw new HttpError(400, 'invalid_store_id', `Unknown store ${String(header)}`)
}
