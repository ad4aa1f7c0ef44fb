// Parts of an order as the platform's Orders resource types them: an order keeps copies of catalogue and customer data,
// without the fields those copies carry only in their own resource (a picture's _id, an address book entry's _id and
// default flag).

/** A line's picture: its sizes only. @param {any} picture */
export function orderPicture (picture) {
  const { _id: _, ...sizes } = picture ?? {}
  return sizes
}

/** A shipping line's address: the address, not the customer's address book entry. @param {any} address */
export function shippingAddress (address) {
  const { _id: _, default: __, ...to } = address ?? {}
  return to
}

/**
 * The fields every stored record carries on the platform (Customers and Orders require them): its store and when it
 * last changed. Filled where an older record lacks them. @param {{ customers: any[], orders: any[] }} data
 * @param {number} storeId
 */
export function stampRecords (data, storeId) {
  for (const r of [...data.customers, ...data.orders]) {
    r.store_id ??= storeId
    r.updated_at ??= r.created_at ?? new Date().toISOString()
  }
}
