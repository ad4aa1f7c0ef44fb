// POST /@checkout.json: validates the buyer's request, prices it from the catalogue (never
// from the browser), applies shipping, coupon and payment rules, and records an order.
import * as z from 'zod'
import { createHash, randomBytes } from 'node:crypto'
import { docNumber, isCnpj, isCpf } from '../../dist/node/core.mjs'
import { cardPayment } from './cards.mjs'
import { HttpError, validate } from './http.mjs'
import { recurrenceOf } from './subscriptions.mjs'
import { AUTHORIZED } from './state.mjs'
import { pixTransaction } from './pix.mjs'
import { pronounOf } from './customer-shape.mjs'
import { orderPicture, shippingAddress } from './order-shape.mjs'
import { BOLETO_DISCOUNT, cancelsFreight, PIX_DISCOUNT, POINTS_PROGRAM, POINTS_PROGRAM_ID } from './modules-rules.mjs'

const Transaction = z.looseObject({
  payment_method: z.union([z.string(), z.looseObject({ code: z.string() })]),
  installments_number: z.optional(z.number().int().min(1).max(12)),
  credit_card: z.optional(z.looseObject({ hash: z.optional(z.string().max(200)), save: z.optional(z.boolean()) })),
  // Points used per program id, as the checkout schema keys them.
  loyalty_points_applied: z.optional(z.record(z.string().regex(/^[a-z0-9_]{2,30}$/), z.number().nonnegative())),
  app_id: z.optional(z.number()),
  // This transaction's share of the order's total (a multiplier), when two or more pay it.
  amount_part: z.optional(z.number().positive().max(1)),
  buyer: z.optional(z.looseObject({ birth_date: z.optional(z.looseObject({ day: z.optional(z.number()), month: z.optional(z.number()), year: z.optional(z.number()) })) }))
})

const methodOf = (/** @type {any} */ tx) => typeof tx.payment_method === 'string' ? tx.payment_method : tx.payment_method.code

/**
 * The method's transaction and the points used, from a body that pays with one transaction (points, if any, on it) or
 * with two, as the platform's storefront sends points: the method's and the points' (code loyalty_points), each with
 * its amount_part, the parts adding up to 1.
 * @param {any} transaction
 * @returns {{ main: any, points: Record<string, number> | undefined, pointsPart: number | undefined }}
 */
function paymentParts (transaction) {
  if (!Array.isArray(transaction)) return { main: transaction, points: transaction.loyalty_points_applied, pointsPart: undefined }
  if (transaction.length === 1) return paymentParts(transaction[0])
  const byPoints = transaction.filter((tx) => methodOf(tx) === 'loyalty_points')
  const others = transaction.filter((tx) => methodOf(tx) !== 'loyalty_points')
  if (others.length !== 1 || byPoints.length !== 1) throw new HttpError(400, 'invalid_transaction', 'Two transactions are one payment method and its loyalty points')
  const [main] = others, [points] = byPoints
  if (main.loyalty_points_applied || !points.loyalty_points_applied) throw new HttpError(400, 'invalid_transaction', 'The loyalty points go on the loyalty_points transaction')
  const sum = (main.amount_part ?? 0) + (points.amount_part ?? 0)
  if (main.amount_part === undefined || points.amount_part === undefined || Math.abs(sum - 1) > 1e-6) throw new HttpError(400, 'invalid_amount_part', 'Each transaction needs its amount_part, adding up to 1')
  return { main, points: points.loyalty_points_applied, pointsPart: points.amount_part }
}

const CheckoutBody = z.looseObject({
  items: z.array(z.looseObject({
    product_id: z.string().regex(/^[0-9a-f]{24}$/),
    variation_id: z.optional(z.string()),
    quantity: z.number().int().positive().max(999),
    customizations: z.optional(z.array(z.looseObject({ _id: z.string(), option: z.optional(z.looseObject({ text: z.string() })) }))),
    kit_product: z.optional(z.looseObject({ _id: z.string() })),
    flags: z.optional(z.array(z.string().max(40)).max(10))
  })).min(1).max(100),
  shipping: z.looseObject({
    app_id: z.optional(z.number()),
    service_code: z.optional(z.string()),
    // The house number is an integer; a house without one leaves it out (the published checkout schema).
    to: z.looseObject({ zip: z.union([z.string(), z.number()]), number: z.optional(z.number().int().nonnegative()) })
  }),
  // One transaction, or two when points pay part of the total (the method's and the points', each with its share).
  transaction: z.union([Transaction, z.array(Transaction).min(1).max(2)]),
  customer: z.looseObject({
    main_email: z.string().trim().email(),
    name: z.optional(z.looseObject({ given_name: z.optional(z.string()), family_name: z.optional(z.string()) })),
    display_name: z.optional(z.string()),
    // A CPF's 11 digits or a CNPJ's 14 characters (an alphanumeric CNPJ keeps its capital letters), check digits right.
    doc_number: z.optional(z.string().refine((d) => d === docNumber(isCpf(d) ? 'p' : 'j', d) && (isCpf(d) || isCnpj(d)), 'Invalid CPF or CNPJ')),
    registry_type: z.optional(z.enum(['p', 'j'])),
    _id: z.optional(z.string())
  }),
  discount_coupon: z.optional(z.string().max(60)),
  discount: z.optional(z.looseObject({ discount_coupon: z.optional(z.string().max(60)) })),
  utm: z.optional(z.record(z.string(), z.unknown())),
  domain: z.optional(z.string()),
  lang: z.optional(z.string()),
  notes: z.optional(z.string().max(2000))
})

const BRAZIL_PAYMENT_LABELS = /** @type {Record<string, string>} */ ({ credit_card: 'Cartão de crédito', banking_billet: 'Boleto bancário', account_deposit: 'Pix', loyalty_points: 'Pontos de fidelidade' })

/** Platform money rule: the promotional price only inside its window. @param {any} p @param {number} now */
function effectivePrice (p, now) {
  const d = p.price_effective_date
  const inWindow = !(d?.start && Date.parse(d.start) > now) && !(d?.end && Date.parse(d.end) < now)
  if (inWindow && p.base_price > p.price) return p.price
  if (typeof p.final_price === 'number') return p.final_price
  return Math.max(p.base_price || 0, p.price || 0)
}

/**
 * What one unit of a line costs by the catalogue (promotion window, variation, kit share, customizations), whatever the
 * browser sent: orders and carts are priced by this one rule. Unknown kits and customizations are refused.
 * @param {import('./state.mjs').State} state @param {any} product @param {any} variation @param {any} item @param {number} now
 * @returns {{ unitCents: number, finalCents: number, kitProduct?: { _id: string, name: string, price: number, pack_quantity: number } }}
 */
export function unitPrices (state, product, variation, item, now) {
  let unit = effectivePrice({ ...product, ...(variation?.price !== undefined ? { price: variation.price, base_price: variation.base_price ?? product.base_price } : {}) }, now)
  /** @type {{ _id: string, name: string, price: number, pack_quantity: number } | undefined} */
  let kitProduct
  let kitPrice = 0
  if (item.kit_product) {
    // A kit line is priced as its share of the kit: kit price / units in the kit.
    const kit = state.productsById.get(item.kit_product._id)
    if (!kit?.kit_composition) throw new HttpError(400, 'invalid_item', `Unknown kit ${item.kit_product._id}`)
    const pack = kit.kit_composition.reduce((n, /** @type {any} */ c) => n + (c.quantity ?? 1), 0)
    kitPrice = effectivePrice(kit, now)
    unit = kitPrice / pack
    // The line names its kit from the catalogue (never the browser's copy): the account groups the parts under it
    // and shares out its price exactly as the cart did.
    kitProduct = { _id: kit._id, name: kit.name, price: kitPrice, pack_quantity: pack }
  }
  const unitCents = Math.round(unit * 100)
  const finalCents = (item.customizations ?? []).reduce((/** @type {number} */ acc, /** @type {any} */ c) => {
    const def = product.customizations?.find((/** @type {any} */ x) => x._id === c._id)
    if (!def) throw new HttpError(400, 'invalid_item', `Unknown customization ${c._id}`)
    const add = def.add_to_price
    if (!add) return acc
    return acc + (add.type === 'percentage' ? Math.round(unitCents * add.addition / 100) : Math.round(add.addition * 100))
  }, unitCents)
  return { unitCents, finalCents, ...(kitProduct ? { kitProduct } : {}) }
}

/**
 * @param {import('./state.mjs').State} state @param {any} item @param {number} now
 * @returns {{ line: any, cents: number }}
 */
function priceLine (state, item, now) {
  const product = state.productsById.get(item.product_id)
  if (!product) throw new HttpError(400, 'invalid_item', `Unknown product ${item.product_id}`)
  if (!product.available || !product.visible) throw new HttpError(409, 'item_unavailable', `${product.name} não está disponível`)
  if (!(product.price > 0)) throw new HttpError(409, 'upon_request', `${product.name} é vendido sob consulta`)
  const variation = item.variation_id ? product.variations?.find((/** @type {any} */ v) => v._id === item.variation_id) : undefined
  if (item.variation_id && !variation) throw new HttpError(400, 'invalid_item', `Unknown variation ${item.variation_id}`)
  // Kit parts too: a part with variations is sold as one of them (the kit fixes it, or the shopper chose it).
  if (product.variations?.length && !variation) throw new HttpError(400, 'invalid_item', `${product.name}: choose a variation`)
  const stock = variation ? variation.quantity : product.quantity
  // Which product and how many are left, so the storefront can name it and lower the cart's line to what there is.
  if (!(stock >= item.quantity)) throw new HttpError(409, 'out_of_stock', `${product.name}: estoque insuficiente`, { product_id: product._id, ...(variation ? { variation_id: variation._id } : {}), name: variation?.name ?? product.name, quantity_left: Math.max(0, stock || 0) })
  if (product.min_quantity && item.quantity < product.min_quantity) throw new HttpError(400, 'invalid_quantity', `${product.name}: quantidade mínima ${product.min_quantity}`)
  const { unitCents, finalCents, kitProduct } = unitPrices(state, product, variation, item, now)
  return {
    cents: finalCents * item.quantity,
    line: {
      _id: randomBytes(12).toString('hex'),
      product_id: product._id,
      ...(variation ? { variation_id: variation._id } : {}),
      sku: variation?.sku ?? product.sku,
      name: variation?.name ?? product.name,
      quantity: item.quantity,
      price: unitCents / 100,
      final_price: finalCents / 100,
      ...(item.customizations ? { customizations: item.customizations } : {}),
      ...(kitProduct ? { kit_product: kitProduct } : {}),
      ...(product.pictures?.[0] ? { picture: orderPicture(product.pictures[0]) } : {})
    }
  }
}

/**
 * A kit's lines cost the kit's price per kit: their per-unit shares (kit price / units in the kit) are rounded to the
 * cent, so four units of a 1016.90 kit would add up to 1016.92. The kit's total is kept, and each line's amount is its
 * exact share rounded down with the cents left going to the largest fractions (customised lines keep their own price).
 * @param {import('./state.mjs').State} state @param {any[]} items @param {{ line: any, cents: number }[]} priced
 */
export function shareKits (state, items, priced) {
  /** @type {Map<string, number[]>} */
  const kits = new Map()
  items.forEach((item, i) => {
    if (!item.kit_product || item.customizations?.length) return
    kits.set(item.kit_product._id, [...(kits.get(item.kit_product._id) ?? []), i])
  })
  for (const [id, lines] of kits) {
    const kit = state.productsById.get(id)
    if (!kit?.kit_composition) continue // priceLine has refused an unknown kit already
    const pack = kit.kit_composition.reduce((n, /** @type {any} */ c) => n + (c.quantity ?? 1), 0)
    const kitCents = Math.round((priced[lines[0]].line.kit_product?.price ?? kit.price) * 100)
    const exact = lines.map((i) => kitCents * items[i].quantity / pack)
    let left = Math.round(exact.reduce((a, b) => a + b, 0))
    lines.forEach((i, j) => { left -= priced[i].cents = Math.floor(exact[j] + 1e-9) })
    const order = lines.map((i, j) => [i, exact[j] - Math.floor(exact[j] + 1e-9)]).sort((a, b) => b[1] - a[1])
    for (const [i] of order) if (left-- > 0) priced[i].cents += 1
    // Each line keeps its share: its final price is that share per unit, so price × quantity is the line's amount.
    for (const i of lines) priced[i].line.final_price = priced[i].cents / items[i].quantity / 100
  }
  return priced
}

// Raw card data can only be where a payment keeps its card: the transaction's own fields and its card objects
// (`credit_card`, `card`). Elsewhere a `number` is a phone's, a house's (buyer, billing_address) or an instalment
// count (the platform's checkout sends back the gateway it was listed, instalment options included), so nothing else
// is looked at. The store only ever takes the gateway's token, so such a body is refused outright (and never stored).
const RAW_CARD_KEYS = new Set(['number', 'card_number', 'cvv', 'cvc', 'security_code'])
const CARD_PARTS = ['credit_card', 'card']
// A card number sent where the gateway's token goes.
const CARD_NUMBER = /^\d(?:[ -]?\d){12,18}$/

/**
 * Whether a transaction (or the list of them) carries raw card data.
 * @param {unknown} transaction
 * @returns {boolean}
 */
export function carriesRawCard (transaction) {
  /** @param {any} holder */
  const holdsCard = (holder) => Object.keys(holder).some((k) => RAW_CARD_KEYS.has(k)) ||
    (typeof holder.hash === 'string' && CARD_NUMBER.test(holder.hash.trim()))
  /** @param {unknown} t */
  const scan = (t) => {
    if (!t || typeof t !== 'object') return false
    const parts = CARD_PARTS.map((k) => /** @type {any} */ (t)[k]).filter((c) => c && typeof c === 'object')
    return [t, ...parts].some(holdsCard)
  }
  return Array.isArray(transaction) ? transaction.some(scan) : scan(transaction)
}

/**
 * The request an idempotency key stands for: the body with its keys sorted, less the card's one-time token (a resend
 * after a lost answer tokenises the card again, yet is the same purchase).
 * @param {any} body
 */
export function fingerprint (body) {
  const rest = body ?? {}
  const transaction = rest.transaction && typeof rest.transaction === 'object' ? { ...rest.transaction, credit_card: undefined } : rest.transaction
  return createHash('sha256').update(stableJson({ ...rest, transaction })).digest('hex')
}

/** JSON with object keys sorted, so two bodies that say the same thing compare equal. @param {unknown} value @returns {string} */
function stableJson (value) {
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v ?? null)).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().filter((k) => /** @type {any} */ (value)[k] !== undefined).map((k) => `${JSON.stringify(k)}:${stableJson(/** @type {any} */ (value)[k])}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * @param {import('./router.mjs').Ctx} ctx
 * One order per idempotency key, sent as the `Idempotency-Key` header: the checkout schema has no field for it, and a
 * header leaves the body what the hosted checkout validates. The key is reserved before any work, so requests that
 * arrive together wait for the first one's order; the same key with another body is a 409. A request that fails frees
 * its key (nothing was bought with it).
 */
export async function checkout (ctx) {
  const header = ctx.req.headers['idempotency-key']
  const key = String(header ?? '')
  if (key && !/^[\w-]{16,64}$/.test(key)) throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 16-64 letters, digits, _ or -')
  if (!key) return createOrder(ctx)
  const print = fingerprint(ctx.json())
  const first = ctx.state.checkoutAnswers.get(key)
  if (first) {
    if (first.fingerprint !== print) throw new HttpError(409, 'idempotency_key_reused', 'This idempotency key was used for another request')
    return first.answer
  }
  const answer = createOrder(ctx)
  ctx.state.checkoutAnswers.set(key, { fingerprint: print, answer })
  try {
    return await answer
  } catch (err) {
    if (ctx.state.checkoutAnswers.get(key)?.answer === answer) ctx.state.checkoutAnswers.delete(key)
    throw err
  }
}

/** GET /@checkout/{key}.json: the order a key created (waiting for one being created), so a client whose answer was lost can look before retrying. */
export async function checkoutByKey (/** @type {import('./router.mjs').Ctx} */ ctx) {
  const first = ctx.state.checkoutAnswers.get(ctx.params.key ?? '')
  const answer = first && await first.answer.catch(() => undefined)
  if (!answer) throw new HttpError(404, 'not_found', 'No order for this key')
  return answer
}

/**
 * Points paying part of the order (1 point = R$ 1): only for a logged-in customer, only of the store's program, at most
 * their active balance and at most min(subtotal - 5, total / 2). Returns the value in cents and `spend`, which takes the
 * points from the balance: called once the order is certain, so a body refused later keeps the customer's points.
 * @param {Record<string, number> | undefined} perProgram points used, by program id @param {any} customer
 * @param {number} subtotalCents @param {number} totalCents
 */
function pointsToUse (perProgram, customer, subtotalCents, totalCents) {
  const programs = Object.entries(perProgram ?? {}).filter(([, n]) => n > 0)
  if (!programs.length) return { cents: 0, spend: () => {} }
  const unknown = programs.find(([id]) => id !== POINTS_PROGRAM_ID)
  if (unknown) throw new HttpError(400, 'invalid_points', `Unknown loyalty points program ${unknown[0]}`)
  const applied = programs.reduce((n, [, points]) => n + points, 0)
  if (!customer) throw new HttpError(401, 'points_require_login', 'Loyalty points need an authorized session of their owner')
  const entries = (customer.loyalty_points_entries ?? []).filter((/** @type {any} */ e) => !e.valid_thru || Date.parse(e.valid_thru) > Date.now())
  const balance = Math.round(entries.reduce((/** @type {number} */ s, /** @type {any} */ e) => s + (e.active_points ?? 0), 0) * 100)
  const cap = Math.max(0, Math.min(subtotalCents - 500, Math.floor(totalCents / 2)))
  const cents = Math.round(applied * 100)
  if (cents > balance || cents > cap) throw new HttpError(400, 'invalid_points', `At most ${Math.min(balance, cap) / 100} points can be used`)
  const spend = () => {
    let left = cents
    for (const e of entries) {
      const take = Math.min(left, Math.round((e.active_points ?? 0) * 100))
      e.active_points = Math.round((e.active_points ?? 0) * 100 - take) / 100
      left -= take
    }
  }
  return { cents, spend }
}

/**
 * Gift lines (flag 'freebie') cost 0, one unit each, but only for the products this cart or coupon earns (the
 * discount module's freebie_product_ids, freebiesFor): any other line flagged as a gift is refused, never sold at 0.
 * @param {import('./state.mjs').State} state @param {any} body @param {{ line: any, cents: number }[]} priced
 */
function giveFreebies (state, body, priced) {
  const isGift = (/** @type {any} */ item) => item.flags?.includes('freebie')
  const boughtCents = priced.reduce((s, p, i) => s + (isGift(body.items[i]) ? 0 : p.cents), 0)
  const coupon = body.discount_coupon ?? body.discount?.discount_coupon
  const granted = new Set(state.rules.freebiesFor(state, coupon, boughtCents / 100))
  body.items.forEach((/** @type {any} */ item, /** @type {number} */ i) => {
    if (!isGift(item)) return
    if (!granted.has(item.product_id) || item.quantity !== 1 || item.kit_product || item.customizations?.length) {
      throw new HttpError(409, 'freebie_not_granted', 'Este brinde não vale para este carrinho')
    }
    granted.delete(item.product_id) // one unit of each gift
    priced[i] = { cents: 0, line: { ...priced[i].line, price: 0, final_price: 0, flags: ['freebie'] } }
  })
  return priced
}

/**
 * A buyer the store does not know yet becomes a customer with the data the checkout sent, as the platform's checkout
 * does: a later login by e-mail code or by document (CPF, or a CNPJ with its letters) finds them.
 * @param {import('./state.mjs').State} state @param {any} c @param {number} now
 */
function register (state, c, now) {
  const pick = ['name', 'display_name', 'registry_type', 'doc_number', 'phones', 'birth_date', 'corporate_name', 'inscription_type', 'inscription_number']
  const at = new Date(now).toISOString()
  const customer = /** @type {any} */ ({ _id: randomBytes(12).toString('hex'), main_email: c.main_email.toLowerCase(), display_name: c.name?.given_name || c.main_email.split('@')[0], orders: [], created_at: at, updated_at: at, store_id: state.storeId })
  for (const k of pick) if (c[k] !== undefined && c[k] !== '') customer[k] = c[k]
  // A customer record keeps a pronoun, not the checkout's gender: 'x' keeps none.
  const pronoun = pronounOf(c.gender)
  if (pronoun) customer.pronoun = pronoun
  state.data.customers.push(customer)
  return customer
}

/** @param {import('./router.mjs').Ctx} ctx */
async function createOrder (ctx) {
  const { state } = ctx
  // Each store prices with its own apps' rules (its ZIP codes, coupons, methods): stores.mjs.
  const { applyCoupon, DISCOUNT_APP, INSTALLMENTS, installmentOptions, normaliseZip, PAYMENT_APP, progressiveDiscount, SHIPPING_APP, shippingServices } = state.rules
  const PAYMENT_LABELS = /** @type {Record<string, string>} */ (state.rules.PAYMENT_LABELS ?? BRAZIL_PAYMENT_LABELS)
  const methods = /** @type {string[]} */ (state.rules.PAYMENT_METHODS ?? Object.keys(PAYMENT_LABELS))
  if (carriesRawCard(ctx.json()?.transaction)) throw new HttpError(400, 'raw_card_refused', 'Card data must be tokenised by the gateway; send credit_card.hash')
  const body = validate(CheckoutBody, ctx.json())
  // The apps named must be the ones that offered the service and the gateway (calculate_shipping, list_payments).
  if (body.shipping.app_id !== undefined && body.shipping.app_id !== SHIPPING_APP.app_id) throw new HttpError(400, 'invalid_app', `shipping.app_id ${body.shipping.app_id} offers no shipping here`)
  for (const tx of [body.transaction].flat()) {
    if (tx.app_id !== undefined && tx.app_id !== PAYMENT_APP.app_id) throw new HttpError(400, 'invalid_app', `transaction.app_id ${tx.app_id} offers no payment here`)
  }
  const paid = paymentParts(body.transaction)
  const auth = state.optionalAuth(ctx.req)
  // The order belongs to a customer only when an authorized session of theirs places it: knowing an e-mail or an _id
  // attaches nothing and spends nothing. Anyone else buys as a guest.
  const owner = auth && auth.level >= AUTHORIZED ? auth.customer : undefined
  if (owner && body.customer._id !== undefined && body.customer._id !== owner._id) {
    throw new HttpError(403, 'forbidden', 'customer._id is not the logged-in customer')
  }
  const now = Date.now()

  const priced = shareKits(state, body.items, body.items.map((item) => priceLine(state, item, now)))
  const recurrence = recurrenceOf(state, body, now)
  const subtotalCents = giveFreebies(state, body, priced).reduce((s, p) => s + p.cents, 0)

  const zip = normaliseZip(body.shipping.to.zip)
  if (!zip) throw new HttpError(400, 'invalid_zip', 'CEP inválido')
  const services = shippingServices(zip, body.items, subtotalCents / 100)
  const service = body.shipping.service_code ? services.find((s) => s.service_code === body.shipping.service_code) : services[0]
  if (!service) throw new HttpError(400, 'invalid_shipping', `Unknown shipping service ${body.shipping.service_code}`)
  let freightCents = Math.round(service.shipping_line.total_price * 100)

  let discountCents = 0
  /** @type {string | undefined} */
  let discountLabel
  const coupon = body.discount_coupon ?? body.discount?.discount_coupon
  if (coupon) {
    const r = applyCoupon(coupon, { subtotal: subtotalCents / 100, freight: freightCents / 100 })
    if (!r.ok) throw new HttpError(400, 'invalid_coupon', r.message)
    discountLabel = r.rule.label
      if (cancelsFreight(r.rule)) freightCents = 0
    else discountCents += Math.round(r.rule.extra_discount.value * 100)
  } else {
    const rule = progressiveDiscount(subtotalCents / 100)
    if (rule) { discountCents += Math.round(rule.extra_discount.value * 100); discountLabel = rule.label }
  }
  // The coupon's or campaign's part of the discount, kept apart from the method's (extra_discount.value).
  const extraCents = discountCents
  let totalCents = Math.max(0, subtotalCents + freightCents - discountCents)
  const { cents: pointsCents, spend: spendPoints } = pointsToUse(paid.points, owner, subtotalCents, totalCents)
  // The points' share names the same amount as their points (to the cent), or the parts would charge another.
  if (paid.pointsPart !== undefined && Math.abs(paid.pointsPart * totalCents - pointsCents) > 1) throw new HttpError(400, 'invalid_amount_part', `The loyalty points pay ${pointsCents / 100}, not ${Math.round(paid.pointsPart * totalCents) / 100}`)
  totalCents -= pointsCents

  const method = methodOf(paid.main)
  if (!PAYMENT_LABELS[method] || !methods.includes(method)) throw new HttpError(400, 'invalid_payment_method', `Unsupported payment method ${method}`)
  /** @type {Record<string, any>} */
  // A subscription's payment is the platform's recurrence transaction: the account lists subscriptions by that type.
  const transaction = { ...(recurrence.metafields ? { type: 'recurrence' } : {}), payment_method: { code: method, name: PAYMENT_LABELS[method] } }
  let financial = 'paid'
  if (method === 'banking_billet' || method === 'account_deposit') {
    // The discounted amount is rounded (total * (100 - value) / 100, as the storefront shows it), not the discount.
    const off = method === 'banking_billet' ? (state.rules.BOLETO_DISCOUNT ?? BOLETO_DISCOUNT).value : (state.rules.PIX_DISCOUNT ?? PIX_DISCOUNT).value
    const cashOff = totalCents - Math.round(totalCents * (100 - off) / 100)
    discountCents += cashOff
    totalCents -= cashOff
    financial = 'pending'
  } else if (method === 'credit_card') {
    const n = paid.main.installments_number ?? 1
    const card = cardPayment(state, paid.main.credit_card?.hash, owner?._id, paid.main.credit_card?.save)
    financial = card.financial
    transaction.credit_card = card.credit_card
    if (n > 1) {
      const opt = installmentOptions(totalCents / 100).find((o) => o.number === n)
      if (!opt) throw new HttpError(400, 'invalid_installments', `${n}x is not available for this amount (max ${INSTALLMENTS.max_number}x, min R$ ${INSTALLMENTS.min_installment})`)
      transaction.installments = { number: n, value: opt.value, tax: opt.tax, total: opt.total }
    }
  }
  const amount = { subtotal: subtotalCents / 100, freight: freightCents / 100, discount: discountCents / 100, total: (totalCents + pointsCents) / 100 }
  // This method pays what the points left (the order's amount.total includes the points part).
  transaction.amount = transaction.installments?.tax ? transaction.installments.total : totalCents / 100
  transaction.status = { current: financial, updated_at: new Date(now).toISOString() }

  const number = state.data.nextOrderNumber++
  const orderId = randomBytes(12).toString('hex')
  const origin = ctx.origin
  if (method === 'banking_billet') {
    const code = `34191.79001 01043.510047 91020.150008 ${number % 10} ${String(totalCents).padStart(14, '0')}`
    transaction.banking_billet = { code, link: `${origin}/api/modules/v1/boleto/${orderId}.html`, valid_thru: new Date(now + 3 * 24 * 3600 * 1000).toISOString() }
    transaction.payment_link = transaction.banking_billet.link
  }
  if (method === 'account_deposit') {
    const { _id: _, ...pix } = pixTransaction(totalCents / 100, now, origin)
    Object.assign(transaction, pix)
  }

  // A buyer the store has never seen gets a record of their own (the hosted checkout registers them too), so a
  // company's CNPJ, letters included, is kept and can log in; a known e-mail without its session attaches nothing.
  // The checkout schema's customer has no birth date: the transaction's buyer carries it.
  const birth = paid.main.buyer?.birth_date
  const newCustomer = { ...body.customer, ...(birth?.year ? { birth_date: birth } : {}) }
  const registered = owner || state.customerByEmail(body.customer.main_email) ? undefined : register(state, newCustomer, now)
  const buyer = {
    _id: owner?._id ?? registered?._id ?? randomBytes(12).toString('hex'),
    main_email: owner?.main_email ?? body.customer.main_email,
    name: body.customer.name ?? owner?.name,
    display_name: body.customer.display_name ?? owner?.display_name,
    doc_number: body.customer.doc_number ?? owner?.doc_number
  }
  const created = new Date(now).toISOString()
  const order = {
    _id: orderId,
    number,
    created_at: created,
    updated_at: created,
    status: 'open',
    financial_status: { current: financial, updated_at: created },
    // Fulfilment starts only once the payment is confirmed.
    ...(financial === 'paid' ? { fulfillment_status: { current: 'in_separation', updated_at: created } } : {}),
    amount,
    items: priced.map((p) => p.line),
    buyers: [buyer],
    shipping_lines: [{ _id: randomBytes(12).toString('hex'), app: { _id: SHIPPING_APP._id, label: service.label, service_code: service.service_code }, ...service.shipping_line, to: shippingAddress({ ...body.shipping.to, zip }) }],
    // Points are a transaction of their own, its amount what they pay and the points spent under loyalty_points.
    transactions: [
      { _id: randomBytes(12).toString('hex'), ...transaction },
      ...(pointsCents ? [{ _id: randomBytes(12).toString('hex'), payment_method: { code: 'loyalty_points', name: PAYMENT_LABELS.loyalty_points }, loyalty_points: { name: POINTS_PROGRAM.name, program_id: POINTS_PROGRAM_ID, points_value: pointsCents / 100 / POINTS_PROGRAM.ratio, ratio: POINTS_PROGRAM.ratio }, amount: pointsCents / 100, status: { current: 'paid' } }] : [])
    ],
    payment_method_label: PAYMENT_LABELS[method],
    shipping_method_label: service.label,
    // The rule's label is the discount app's (extra_discount.app), as the hosted checkout records it.
    ...(discountLabel ? { extra_discount: { ...(coupon ? { discount_coupon: coupon } : {}), value: extraCents / 100, app: { _id: DISCOUNT_APP._id, label: discountLabel } } } : {}),
    ...(body.utm ? { utm: body.utm } : {}),
    ...(body.notes ? { notes: body.notes } : {}),
    domain: body.domain ?? 'localhost',
    ...recurrence
  }
  // An order placed here carries fields the seeded ones lack (utm, notes, extra_discount).
  spendPoints()
  state.data.orders.push(/** @type {typeof state.data.orders[number]} */ (/** @type {unknown} */ (order)))
  for (const customer of [owner, registered]) if (customer) customer.orders = [...(customer.orders ?? []), { _id: order._id, number }]
  await state.save()
  return {
    // Every transaction goes back with the order (points and the method that paid the rest), so the confirmation can
    // show how the total was paid.
    order: { _id: order._id, number, status: order.status, financial_status: order.financial_status, ...(order.fulfillment_status ? { fulfillment_status: order.fulfillment_status } : {}), amount, transactions: order.transactions, ...recurrence },
    transaction
  }
}
