// Platform state: the read-only catalogue with its lookups, plus the mutable data
// (customers, orders, carts, logins) that is persisted.
import { createCatalogue } from '../catalogue/index.mjs'
import { createPersistence } from './persist.mjs'
import { seedData } from './seed.mjs'
import * as brazilRules from './modules-rules.mjs'
import { HttpError } from './http.mjs'
import { stampRecords } from './order-shape.mjs'

/** Session levels: 1 identified by e-mail (masked data only), 2 authorized (document), 3 verified (e-mail code, provider). */
export const IDENTIFIED = 1
export const AUTHORIZED = 2
export const VERIFIED = 3

/**
 * seed and rules are the store's own (stores.mjs); gateway holds the card tokens and cards on file, which belong to the
 * payment gateway that every store shares, not to one store.
 * @param {{ storeId: number, dataFile?: string, catalogueSize?: number, catalogue?: import('../catalogue/index.mjs').Catalogue, log: (msg: string) => void,
 *   seed?: (c: import('../catalogue/index.mjs').Catalogue) => ReturnType<typeof seedData>, rules?: Record<string, any>,
 *   gateway?: { cardTokens: Map<string, import('./cards.mjs').CardToken>, savedCards: Map<string, any[]> },
 *   info?: Record<string, unknown> }} opts
 */
export function createState ({ storeId, dataFile, catalogueSize, catalogue, log, seed = seedData, rules = brazilRules, gateway, info = {} }) {
  const cat = catalogue ?? createCatalogue({ size: catalogueSize ?? 72, storeId })
  const persistence = createPersistence(dataFile, log)
  const loaded = persistence.load()
  const state = {
    storeId,
    /** The store's checkout rules: shipping, coupons, payment methods (modules-rules.mjs or its sibling). */
    rules,
    /** What the Platform API says of the store beyond the Brazilian demo's defaults (name, currency, language). */
    info,
    catalogue: cat,
    productsById: new Map(cat.products.map((p) => [p._id, p])),
    productsBySlug: new Map(cat.products.map((p) => [p.slug, p])),
    productIndex: new Map(cat.products.map((p, i) => [p._id, i])),
    categoriesById: new Map(cat.categories.map((c) => [c._id, c])),
    categoriesBySlug: new Map(cat.categories.map((c) => [c.slug, c])),
    brandsById: new Map(cat.brands.map((b) => [b._id, b])),
    brandsBySlug: new Map(cat.brands.map((b) => [b.slug, b])),
    gridsById: new Map(cat.grids.map((g) => [g._id, g])),
    /** @type {ReturnType<typeof seedData>} */
    data: loaded?.version === 1 ? loaded : seed(cat),
    /** Login codes by lower-cased e-mail, with their expiry; deliberately not persisted (they are short-lived).
     * @type {Map<string, { code: string, expires: number }>} */
    emailCodes: new Map(),
    /** Wrong codes or documents per lower-cased e-mail: enough of them lock that e-mail's login for a while.
     * @type {Map<string, { failures: number, lockedUntil: number }>} */
    loginAttempts: new Map(),
    /** Card tokens the gateway stand-in issued: token -> what the acquirer needs to decide. In memory on purpose.
     * @type {Map<string, import('./cards.mjs').CardToken>} */
    cardTokens: gateway?.cardTokens ?? new Map(),
    /** Cards the gateway keeps on file per customer id after an approved payment (never the number). In memory.
     * @type {Map<string, { ref: string, brand: string, last4: string, month: number, year: number, holder: string }[]>} */
    savedCards: gateway?.savedCards ?? new Map(),
    /** Each @checkout idempotency key: the body it was reserved for and its order (pending while being created), so a
     * repeated attempt never creates a second order. @type {Map<string, { fingerprint: string, answer: Promise<any> }>} */
    checkoutAnswers: new Map(),
    save () {
      syncOrderRefs(state.data)
      stampRecords(state.data, storeId)
      return persistence.save(state.data)
    },
    flush: () => persistence.flush(),
    reset () {
      state.data = seed(cat)
      syncOrderRefs(state.data)
      stampRecords(state.data, storeId)
      state.emailCodes.clear()
      state.loginAttempts.clear()
      state.cardTokens.clear()
      state.savedCards.clear()
      state.checkoutAnswers.clear()
      return state.save()
    },
    /** @param {string} email */
    customerByEmail (email) {
      const e = email.trim().toLowerCase()
      return state.data.customers.find((c) => c.main_email.toLowerCase() === e)
    },
    /** @param {string} id */
    customerById (id) { return state.data.customers.find((c) => c._id === id) },
    /**
     * The authenticated customer of a request (X-My-ID + X-Access-Token), or a 401; a session below `level` is a 403.
     * Level 1 (identified by e-mail alone) sees masked data and nothing more, so every personal route asks for 2.
     * @param {import('node:http').IncomingMessage} req @param {number} [level]
     */
    requireAuth (req, level = AUTHORIZED) {
      const auth = state.optionalAuth(req)
      if (!auth) throw new HttpError(401, 'unauthorized', 'Authentication required: send X-My-ID and X-Access-Token')
      if (auth.level < level) {
        throw new HttpError(403, 'authorization_required', 'Unauthorized, requires login with OAuth or doc number', { level: auth.level, required: level })
      }
      return auth
    },
    /**
     * Like requireAuth, but anonymous requests give undefined; bad credentials are still a 401.
     * @param {import('node:http').IncomingMessage} req
     */
    optionalAuth (req) {
      const myId = req.headers['x-my-id']
      const token = req.headers['x-access-token']
      if (!myId && !token) return undefined
      if (typeof myId !== 'string' || typeof token !== 'string') {
        throw new HttpError(401, 'unauthorized', 'Both X-My-ID and X-Access-Token are required')
      }
      const record = state.data.tokens[token]
      if (!record || record.customer_id !== myId || Date.parse(record.expires) < Date.now()) {
        throw new HttpError(401, 'invalid_token', 'Invalid or expired access token')
      }
      const customer = state.customerById(myId)
      if (!customer) throw new HttpError(401, 'invalid_token', 'Unknown customer')
      return { customer, level: record.level }
    }
  }
  if (!loaded && dataFile) state.save()
  syncOrderRefs(state.data)
  stampRecords(state.data, storeId)
  return state
}

// The hosted platform keeps a summary of each order in the customer record (number, date, total, labels: the fields
// its Customers resource has, no status), so an account page can list them before reading any order. Rebuilt from the
// orders on every save, so it never goes stale.
const REF_FIELDS = ['_id', 'number', 'created_at', 'currency_id', 'currency_symbol', 'amount', 'payment_method_label', 'shipping_method_label']

/** @param {{ customers: any[], orders: any[] }} data */
export function syncOrderRefs (data) {
  const byId = new Map(data.orders.map((o) => [o._id, o]))
  for (const customer of data.customers) {
    customer.orders = (customer.orders ?? []).map((/** @type {any} */ ref) => {
      const order = byId.get(ref._id)
      if (!order) return ref
      const amount = order.amount && { total: order.amount.total, subtotal: order.amount.subtotal, freight: order.amount.freight, discount: order.amount.discount }
      return Object.fromEntries(REF_FIELDS.map((f) => [f, f === 'amount' ? amount : order[f]]).filter(([, v]) => v !== undefined))
    })
  }
}

/** @typedef {ReturnType<typeof createState>} State */
