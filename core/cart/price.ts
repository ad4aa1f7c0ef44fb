/**
 * No unit costs more than this (in the store's currency): a larger price is tampered storage or a broken script (a
 * stored 1e300 made a subtotal of 2e+300), and up to it a line of MAX_LINE_QUANTITY units stays exact in cents.
 */
export const MAX_UNIT_PRICE = 900_000_000

/** Whether a unit price can be a real one: a finite number from 0 to MAX_UNIT_PRICE. */
export const isSanePrice = (price: unknown): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price >= 0 && price <= MAX_UNIT_PRICE
