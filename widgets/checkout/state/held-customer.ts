import { atom } from 'nanostores'
import type { Customer } from '#core/schemas/customer'

/**
 * The record of a customer whose session ended mid-checkout, held in this tab's memory only until they log in again
 * (or the checkout stops waiting for them, as after a logout): their review stays as it was instead of turning into
 * the form a visitor sees. Never stored.
 */
export const $heldCustomer = atom<Customer | null>(null)

// The last record seen logged in, in this tab's memory: what a session that ends leaves the review to show. A store,
// not the route's: the route mounts anew at each step.
const $lastRecord = atom<Customer | null>(null)

/** A logged-in customer's record, seen by the checkout. */
export const recordSeen = (c: Customer): void => $lastRecord.set(c)

/** Holds the last record seen while the checkout waits for that customer (`ended`) to log in again, else nothing. */
export function holdRecord(waits: boolean, ended: string | null): void {
  const last = $lastRecord.get()
  const held = waits && last && last._id === ended ? last : null
  if ($heldCustomer.get() !== held) $heldCustomer.set(held)
}
