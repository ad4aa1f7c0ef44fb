// Each data type dist/storefront.d.ts prints from a zod schema is the schema's own z.infer (scripts/public-types.mjs),
// closed: a loose schema's open index signature is left out of what a theme sees.
import type * as z from 'zod/mini'
import type * as Public from '../../dist/storefront'
import type { Period } from '../../core/account/subscription'
import type * as consent from '../../core/integrations/consent'
import type * as hashed from '../../core/integrations/hashed-user'
import type * as cart from '../../core/schemas/cart'
import type * as common from '../../core/schemas/common'
import type * as customer from '../../core/schemas/customer'
import type * as order from '../../core/schemas/order'
import type * as product from '../../core/schemas/product'
import type * as session from '../../core/schemas/session'
import type { Settings } from '../../core/settings'
import { type Closed, expectTrue, type Same } from './helpers'

type Of<S extends z.ZodMiniType> = Closed<z.infer<S>>

expectTrue<Same<Public.Cart, Of<typeof cart.Cart>>>()
expectTrue<Same<Public.CartItem, Of<typeof cart.CartItem>>>()
expectTrue<Same<Public.CartCustomization, Of<typeof cart.CartCustomization>>>()
expectTrue<Same<Public.CartTombstone, Of<typeof cart.CartTombstone>>>()
expectTrue<Same<Public.Picture, Of<typeof common.Picture>>>()
expectTrue<Same<Public.PictureSize, Of<typeof common.PictureSize>>>()
expectTrue<Same<Public.AddToPrice, Of<typeof common.AddToPrice>>>()
expectTrue<Same<Public.Customer, Of<typeof customer.Customer>>>()
expectTrue<Same<Public.Address, Of<typeof customer.Address>>>()
expectTrue<Same<Public.Phone, Of<typeof customer.Phone>>>()
expectTrue<Same<Public.PersonName, Of<typeof customer.PersonName>>>()
expectTrue<Same<Public.Pronoun, Of<typeof customer.Pronoun>>>()
expectTrue<Same<Public.Order, Of<typeof order.Order>>>()
expectTrue<Same<Public.OrderItem, Of<typeof order.OrderItem>>>()
expectTrue<Same<Public.OrderAmount, Of<typeof order.OrderAmount>>>()
expectTrue<Same<Public.FinancialStatusEntry, Of<typeof order.FinancialStatusEntry>>>()
expectTrue<Same<Public.FulfillmentStatusEntry, Of<typeof order.FulfillmentStatusEntry>>>()
expectTrue<Same<Public.Product, Of<typeof product.Product>>>()
expectTrue<Same<Public.Variation, Of<typeof product.Variation>>>()
expectTrue<Same<Public.Grid, Of<typeof product.Grid>>>()
expectTrue<Same<Public.KitComposition, Of<typeof product.KitComposition>>>()
expectTrue<Same<Public.Session, Of<typeof session.Session>>>()
expectTrue<Same<Public.Auth, Of<typeof session.Auth>>>()
expectTrue<Same<Public.ConsentChoice, Of<typeof consent.ConsentChoice>>>()
expectTrue<Same<Public.HashedUser, Of<typeof hashed.HashedUser>>>()
expectTrue<Same<Public.Settings, Settings>>()
expectTrue<Same<Public.Settings['api'], Settings['api']>>()
expectTrue<Same<Public.Period, Period>>()
// The helper itself: a field of another type, or one more field, is not the same type.
// @ts-expect-error
expectTrue<Same<Public.Cart, Public.Cart & { subtotal: string }>>()
// @ts-expect-error
expectTrue<Same<Public.Cart, Public.Cart & { extra?: number }>>()
