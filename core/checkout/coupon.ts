// A coupon's standing in the session: the session keeps the code the shopper entered (or a campaign link brought)
// until it is removed, and each check of the cart says whether it applies. The order sends it only while no check
// refused it: a refused code would have the platform refuse the whole order.

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase()

/** The coupon the order sends: the session's, unless the last check refused that very code. */
export function couponToSend(coupon: string | undefined, refused: string | undefined): string | undefined {
  const code = coupon?.trim()
  if (!code) return undefined
  return refused !== undefined && same(code, refused) ? undefined : code
}
