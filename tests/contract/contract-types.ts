// The published contract of the hosted platform (@cloudcommerce/types), one type per payload kind and direction, as the
// generated check (check.mjs) assigns the recorded payloads to them. Ids are branded `string & { length: 24 }` there,
// which no JSON string meets: the brand is mapped to `string`, nothing else is loosened.
import type {
  ApplyDiscountParams,
  CalculateShippingParams,
  CartSet,
  CheckoutBody,
  CustomerSet,
  Customers,
  ListPaymentsParams,
  ModuleApiResult,
  Orders,
  Products,
  ResourceId,
  ResourceListResult,
  SearchResult
} from '@cloudcommerce/types'

/** The type with every id brand replaced by `string`; optionality, unions and index signatures are kept. */
export type Unbrand<T> = T extends ResourceId
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : { [K in keyof T]: Unbrand<T[K]> }

/** Each recorded payload kind: its request body and its answer, by the published type of each. */
type Published = {
  product: { response: Products }
  'products-list': { response: ResourceListResult<`products?${string}`> }
  // Without `fields` the Store API lists a grid's default fields (GridsList in @cloudcommerce/api).
  'grids-list': { response: ResourceListResult<'grids'> }
  search: { response: SearchResult<'els'> }
  customer: { response: Customers }
  // The Store API answers a POST with the new id only and a PATCH with no body (ResponseBody in @cloudcommerce/api).
  'customer-patch': { request: Partial<CustomerSet> }
  order: { response: Orders }
  'cart-create': { request: CartSet; response: { _id: ResourceId } }
  'cart-patch': { request: Partial<CartSet> }
  calculate_shipping: { request: CalculateShippingParams; response: ModuleApiResult<'calculate_shipping'> }
  list_payments: { request: ListPaymentsParams; response: ModuleApiResult<'list_payments'> }
  apply_discount: { request: ApplyDiscountParams; response: ModuleApiResult<'apply_discount'> }
  '@checkout': { request: CheckoutBody }
}

export type Contract = { [K in keyof Published]: { [D in keyof Published[K]]: Unbrand<Published[K][D]> } }
