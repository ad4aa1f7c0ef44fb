// A theme script against the shipped dist/storefront.d.ts: what must type-check, and (// @ts-expect-error) what
// must not. Never run; tsc -p tests/types checks it.
import type {
  Cart,
  CartItem,
  Customer,
  DeepReadonly,
  Settings,
  Storefront,
  StorefrontEvents,
  Unsubscribe
} from '../../dist/storefront'
import { type Equal, expectTrue } from './helpers'

declare const sf: Storefront

// Window events: every ecom:* event has its detail.
window.addEventListener('ecom:cart:change', (e) => {
  expectTrue<Equal<typeof e.detail.cart, DeepReadonly<Cart>>>()
  e.detail.cart.subtotal.toFixed(2)
})
window.addEventListener('ecom:passport:login', (e) => e.detail.customer.display_name?.toUpperCase())
window.addEventListener('ecom:consent:change', (e) => expectTrue<Equal<typeof e.detail.ads, boolean>>())
window.addEventListener('ecom:widget:error', (e) => e.detail.element.focus())
window.addEventListener('ecom:checkout:purchase', (e) => e.detail.order.number)
// @ts-expect-error a misspelt event is a plain Event: it has no detail
window.addEventListener('ecom:cart:chnage', (e) => e.detail)

// storefront.on: typed topics, the unsubscribe returned, consent:change included.
const stop: Unsubscribe = sf.on('cart:addItem', ({ item, cart }) => item.quantity + cart.subtotal)
stop()
sf.on('consent:change', (choice) => expectTrue<Equal<typeof choice.analytics, boolean>>())
sf.on('widget:ready', ({ name }) => name.length)
// @ts-expect-error a misspelt topic
sf.on('cart:chnage', () => {})
// @ts-expect-error the topic's detail, not another's
sf.on('cart:change', ({ item }) => item)
sf.cart.on('change', ({ cart }) => cart.items.length)()
sf.passport?.on('login', ({ customer }) => customer._id)()
// @ts-expect-error cart.on takes a cart topic
sf.cart.on('login', () => {})
expectTrue<Equal<StorefrontEvents['cart:save'], { readonly cart: DeepReadonly<Cart> }>>()

// cart.data: a read-only snapshot, named types.
const data = sf.cart.data
expectTrue<Equal<typeof data, DeepReadonly<Cart>>>()
expectTrue<Equal<(typeof data.items)[number], DeepReadonly<CartItem>>>()
// @ts-expect-error a snapshot cannot be pushed into
data.items.push(data.items[0]!)
// @ts-expect-error nor its fields set
data.subtotal = 0
// @ts-expect-error nor a line's
data.items[0]!.quantity = 2
// @ts-expect-error documented fields only: a misspelt one is an error
data.subtotl

// Methods as documented.
sf.cart.addItem({ product_id: 'p1', quantity: 1, price: 10, name: 'Camiseta' })
// @ts-expect-error a line needs a price
sf.cart.addItem({ product_id: 'p1', quantity: 1 })
// @ts-expect-error a quantity is a number
sf.cart.addItem({ product_id: 'p1', quantity: '1', price: 10 })
void sf.cart.addProduct({ _id: 'p1', sku: 'S1', name: 'Camiseta', price: 10 }, undefined, 2)
// @ts-expect-error addProduct takes a product
void sf.cart.addProduct('p1')
sf.cart.setItemPeriod('line', 'monthly')
// @ts-expect-error not a period
sf.cart.setItemPeriod('line', 'weekly')

const customer: DeepReadonly<Customer> | undefined = sf.passport?.setCustomer({ display_name: 'Ana', pronoun: 'she' })
void customer
// @ts-expect-error a field of the wrong type
sf.passport?.setCustomer({ display_name: 42 })
// @ts-expect-error a misspelt field
sf.passport?.setCustomer({ dispaly_name: 'Ana' })
// @ts-expect-error the record's pronoun is 'he' | 'she'
sf.passport?.setCustomer({ pronoun: 'female' })

const settings: Settings = sf.settings
expectTrue<Equal<typeof settings.store_id, number>>()
expectTrue<Equal<typeof settings.api.identity, string>>()
sf.consent?.set({ analytics: true })
// @ts-expect-error not a purpose
sf.consent?.set({ marketing: true })
const off: Unsubscribe | undefined = sf.consent?.on((choice) => choice?.functional)
off?.()

// The global is declared as the handle: no cast, as window.storefront or plain storefront.
void window.storefront.ready().then((handle) => expectTrue<Equal<typeof handle, Storefront>>())
const early: Unsubscribe = storefront.on('cart:change', ({ cart }) => cart.subtotal)
early()
// The store's own members are not part of the handle.
// @ts-expect-error internal
storefront.cart.$cart
// @ts-expect-error internal
storefront.cart.connect
