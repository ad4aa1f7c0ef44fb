import { atom } from 'nanostores'
import type { Customer } from '../../../core/schemas/customer'

/**
 * The record of a customer whose session ended mid-checkout, held in this tab's memory only until they log in again
 * (or the checkout stops waiting for them, as after a logout): their review stays as it was instead of turning into
 * the form a visitor sees. Never stored.
 */
export const $heldCustomer = atom<Customer | null>(null)
