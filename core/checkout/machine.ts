import type { OrderFailure } from './order-failure'
import { reviewReady } from './returning'

// The checkout as one state model: which step the shopper is on (and what the route shows until that is known), and
// where a press of 'Finalizar pedido' stands. Pure: the route reads the stores into `Facts`, keeps a `CheckoutState`
// and sends it `CheckoutEvent`s; requests, navigation and focus stay in the components, which act on what it answers.
// TRANSITIONS lists every step and transition; docs/checkout.md shows it as a table (a unit test keeps the two equal).

/** The steps, in the order a shopper meets them; the payment step is also a returning customer's review. */
export const STEPS = ['identification', 'customer', 'address', 'payment'] as const
export type Step = (typeof STEPS)[number]

/** The step an address names, if it names one. */
export const asStep = (s: string | undefined): Step | undefined =>
  (STEPS as readonly string[]).includes(s ?? '') ? (s as Step) : undefined

/** What the payment step shows after a press that did not end in an order. */
export type Notice =
  | OrderFailure
  | { kind: 'other_tab' }
  | { kind: 'gateway' }
  | { kind: 'card' }
  | { kind: 'unpaid'; number: number }

/** Where the order attempt stands: nothing running (with what the last press left to say), or one press running. */
export type OrderPhase = { phase: 'idle'; notice?: Notice } | { phase: 'placing'; slow: boolean }

export interface CheckoutState {
  /** 'asking': a reloaded checkout with an attempt in its draft learns first whether it made an order. */
  lookup: 'asking' | 'done'
  /** The logged-in customer's record could not be read: the steps ask for what it would have filled in. */
  unread: boolean
  /** Presses of the step's own button while the login is awaited, each answered: what to do, focus on the login. */
  held: number
  order: OrderPhase
}

export type CheckoutEvent =
  /** The attempt's order was asked for; `unpaid` is its number when the card was refused (the order exists). */
  | { type: 'looked_up'; unpaid?: number }
  | { type: 'record_unread' }
  | { type: 'press_held' }
  | { type: 'place' }
  /** The press has run long enough that the button says so. */
  | { type: 'slow' }
  /** The press ended without an order made now (an order made goes to its confirmation). */
  | { type: 'settled'; notice?: Notice }
  | { type: 'dismiss' }

const idle = (notice?: Notice): OrderPhase => (notice ? { phase: 'idle', notice } : { phase: 'idle' })
const unpaid = (number?: number): Notice | undefined => (number === undefined ? undefined : { kind: 'unpaid', number })

/** A checkout opened with the draft's attempt, if any: its order is asked first; one known unpaid says so. */
export function initialState(attempt?: { order?: { number: number } }): CheckoutState {
  return { lookup: attempt ? 'asking' : 'done', unread: false, held: 0, order: idle(unpaid(attempt?.order?.number)) }
}

/** The next state. An event that does not apply returns the same object, so the sender can tell it was ignored. */
export function reduce(s: CheckoutState, e: CheckoutEvent): CheckoutState {
  const o = s.order
  switch (e.type) {
    case 'looked_up':
      if (s.lookup !== 'asking') return s
      return { ...s, lookup: 'done', order: e.unpaid === undefined ? o : idle(unpaid(e.unpaid)) }
    case 'record_unread':
      return s.unread ? s : { ...s, unread: true }
    case 'press_held':
      return { ...s, held: s.held + 1 }
    case 'place':
      // One attempt at a time, and none before a reloaded checkout knows whether its last one made an order.
      return o.phase === 'placing' || s.lookup === 'asking' ? s : { ...s, order: { phase: 'placing', slow: false } }
    case 'slow':
      return o.phase === 'placing' && !o.slow ? { ...s, order: { phase: 'placing', slow: true } } : s
    case 'settled':
      return o.phase === 'placing' ? { ...s, order: idle(e.notice) } : s
    case 'dismiss':
      return o.phase === 'idle' && o.notice ? { ...s, order: idle() } : s
  }
}

/** What the route knows of the shopper, read from the stores as it renders. */
export interface Facts {
  /** The step the address names, if it names one. */
  asked?: Step
  /** Logged in, or this checkout awaits its own shopper's login again (the step stays theirs meanwhile). */
  signedIn: boolean
  /** Logged in, the record not read yet: which step applies is not known until it is (or its reading fails). */
  reading: boolean
  /** The shopper chose to go on without logging in. */
  visitor: boolean
  /** Nothing missing from the buyer's data (the record's fields merged in). */
  complete: boolean
  /** The logged-in customer's saved addresses, as the returning customer's rule reads them. */
  addresses?: Parameters<typeof reviewReady>[1]
  cartEmpty: boolean
}

/**
 * The furthest step the shopper may be on: identification until logged in or visitor, data until complete. A
 * returning customer (complete data, an address on file) is taken from #/checkout straight to the review.
 */
export function stepFor(f: Facts): Step {
  if (!f.signedIn && !f.visitor) return 'identification'
  const open = f.asked === undefined || f.asked === 'identification'
  if (f.signedIn && open && reviewReady(f.complete, f.addresses)) return 'payment'
  // A visitor may come back to identification (to log in after all); a logged-in customer has nothing to do there.
  if (open) return f.signedIn ? 'customer' : 'identification'
  if (!f.complete) return 'customer'
  return f.asked!
}

/** What the route shows: the attempt being asked for, the empty cart, nothing yet, or the step. */
export type View = { show: 'lookup' } | { show: 'empty' } | { show: 'wait' } | { show: 'step'; step: Step }

/**
 * The route's view, and the step whose own address replaces the one shown (#/checkout names no step; a step not
 * allowed yet names another). Until then nothing is shown: a form shown in between would lose what was typed in it.
 */
export function routeOf(s: CheckoutState, f: Facts): { view: View; go?: Step } {
  const waiting = f.reading && !s.unread
  const step = stepFor(f)
  const go = !waiting && step !== f.asked ? step : undefined
  if (s.lookup === 'asking') return { view: { show: 'lookup' }, go }
  if (f.cartEmpty) return { view: { show: 'empty' }, go }
  return { view: waiting || go ? { show: 'wait' } : { show: 'step', step }, go }
}

/**
 * Where a step's own button leads. After identification a logged-in shopper goes to #/checkout, which the route
 * resolves once the record is read (the review or the data step); the payment step's order leads to its confirmation.
 */
export function nextPath(step: Step, loggedIn: boolean): string | undefined {
  if (step === 'identification') return loggedIn ? 'checkout' : 'checkout/customer'
  if (step === 'customer') return 'checkout/address'
  if (step === 'address') return 'checkout/payment'
  return undefined
}

/** Every step and transition, as docs/checkout.md shows them (its unit test runs each row). */
export const TRANSITIONS: readonly { from: string; on: string; to: string }[] = [
  { from: 'any step', on: 'neither logged in nor a visitor', to: 'identification' },
  { from: 'identification', on: 'login', to: '#/checkout (resolved below)' },
  { from: 'identification', on: "'Continuar como visitante'", to: 'customer' },
  { from: '#/checkout, identification', on: 'logged in, data complete, an address on file', to: 'payment (review)' },
  { from: '#/checkout, identification', on: 'logged in otherwise', to: 'customer' },
  { from: '#/checkout', on: 'a visitor', to: 'identification' },
  { from: 'address, payment', on: "the buyer's data incomplete", to: 'customer' },
  { from: 'customer', on: "'Continuar'", to: 'address' },
  { from: 'address', on: "'Continuar'", to: 'payment' },
  { from: 'any step', on: 'logged in, record not read yet', to: 'wait (nothing shown)' },
  { from: 'wait', on: 'record_unread', to: 'the step, asking what the record would fill in' },
  { from: 'any step', on: 'the session ended (not a logout)', to: 'the same step, login above it' },
  { from: 'the same step, login above it', on: 'press_held', to: 'the same step, focus on the login' },
  { from: 'lookup (asking)', on: 'looked_up', to: 'the step (unpaid: its notice)' },
  { from: 'any step', on: 'the cart empty', to: 'empty' },
  { from: 'idle', on: 'place', to: 'placing (notice cleared)' },
  { from: 'placing', on: 'place', to: 'placing (ignored)' },
  { from: 'lookup (asking)', on: 'place', to: 'lookup (ignored)' },
  { from: 'placing', on: 'slow', to: "placing, 'Ainda processando…'" },
  { from: 'placing', on: 'settled', to: 'idle (with its notice)' },
  { from: 'idle', on: 'slow, settled', to: 'idle (ignored)' },
  { from: 'idle (notice)', on: 'dismiss', to: 'idle' }
]
