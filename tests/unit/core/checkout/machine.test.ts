import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  type CheckoutState,
  type Facts,
  initialState,
  nextPath,
  reduce,
  routeOf,
  stepFor,
  TRANSITIONS
} from '#core/checkout/machine'

const DOC = join(__dirname, '../../../../docs/checkout.md')
const START = '<!-- checkout-model:start (rows: TRANSITIONS in core/checkout/machine.ts) -->'
const END = '<!-- checkout-model:end -->'

// A shopper with everything a step needs: logged in, data complete, an address on file.
const base: Facts = { signedIn: true, reading: false, visitor: false, complete: true, addresses: [], cartEmpty: false }
const facts = (f: Partial<Facts>): Facts => ({ ...base, ...f })
// A saved address as the record holds it (its id and its CEP).
const onFile = [{ _id: 'a'.repeat(24), zip: '01310100' }]
const ready = initialState()
const placing = reduce(ready, { type: 'place' })
const withNotice = reduce(placing, { type: 'settled', notice: { kind: 'card' } })
const asking = initialState({})

/** One test per row of TRANSITIONS, named by the row. */
const CASES: Record<string, () => void> = {
  'any step --neither logged in nor a visitor--> identification': () => {
    for (const asked of [undefined, 'customer', 'address', 'payment'] as const)
      expect(stepFor(facts({ asked, signedIn: false }))).toBe('identification')
  },
  'identification --login--> #/checkout (resolved below)': () => {
    expect(nextPath('identification', true)).toBe('checkout')
  },
  "identification --'Continuar como visitante'--> customer": () => {
    expect(nextPath('identification', false)).toBe('checkout/customer')
    expect(stepFor(facts({ asked: 'customer', signedIn: false, visitor: true, complete: false }))).toBe('customer')
  },
  '#/checkout, identification --logged in, data complete, an address on file--> payment (review)': () => {
    for (const asked of [undefined, 'identification'] as const)
      expect(stepFor(facts({ asked, addresses: onFile }))).toBe('payment')
  },
  '#/checkout, identification --logged in otherwise--> customer': () => {
    expect(stepFor(facts({ asked: undefined }))).toBe('customer')
    expect(stepFor(facts({ asked: 'identification', complete: false, addresses: onFile }))).toBe('customer')
  },
  '#/checkout --a visitor--> identification': () => {
    expect(stepFor(facts({ asked: undefined, signedIn: false, visitor: true }))).toBe('identification')
    expect(stepFor(facts({ asked: 'identification', signedIn: false, visitor: true }))).toBe('identification')
  },
  "address, payment --the buyer's data incomplete--> customer": () => {
    expect(stepFor(facts({ asked: 'address', complete: false }))).toBe('customer')
    expect(stepFor(facts({ asked: 'payment', complete: false, visitor: true, signedIn: false }))).toBe('customer')
  },
  "customer --'Continuar'--> address": () => {
    expect(nextPath('customer', true)).toBe('checkout/address')
    expect(stepFor(facts({ asked: 'address' }))).toBe('address')
  },
  "address --'Continuar'--> payment": () => {
    expect(nextPath('address', false)).toBe('checkout/payment')
    expect(stepFor(facts({ asked: 'payment', signedIn: false, visitor: true }))).toBe('payment')
    expect(nextPath('payment', true)).toBeUndefined()
  },
  'any step --logged in, record not read yet--> wait (nothing shown)': () => {
    // Nor is the address replaced: the record decides which step applies.
    expect(routeOf(ready, facts({ asked: 'address', reading: true }))).toEqual({ view: { show: 'wait' } })
    expect(routeOf(ready, facts({ asked: undefined, reading: true }))).toEqual({ view: { show: 'wait' } })
  },
  'wait --record_unread--> the step, asking what the record would fill in': () => {
    const s = reduce(ready, { type: 'record_unread' })
    expect(s.unread).toBe(true)
    expect(reduce(s, { type: 'record_unread' })).toBe(s)
    const f = facts({ asked: 'customer', reading: true, complete: false })
    expect(routeOf(s, f)).toEqual({ view: { show: 'step', step: 'customer' } })
  },
  'any step --the session ended (not a logout)--> the same step, login above it': () => {
    // Awaiting the same shopper's login counts as signed in: the step stays the one they were on.
    for (const asked of ['customer', 'address', 'payment'] as const)
      expect(routeOf(ready, facts({ asked }))).toEqual({ view: { show: 'step', step: asked } })
  },
  'the same step, login above it --press_held--> the same step, focus on the login': () => {
    const once = reduce(ready, { type: 'press_held' })
    expect(once.held).toBe(1)
    expect(reduce(once, { type: 'press_held' }).held).toBe(2)
    expect(once.order).toBe(ready.order)
  },
  'lookup (asking) --looked_up--> the step (unpaid: its notice)': () => {
    expect(routeOf(asking, facts({ asked: 'payment' })).view).toEqual({ show: 'lookup' })
    const none = reduce(asking, { type: 'looked_up' })
    expect(none).toEqual({ ...ready, lookup: 'done' })
    expect(routeOf(none, facts({ asked: 'payment' })).view).toEqual({ show: 'step', step: 'payment' })
    const refused = reduce(asking, { type: 'looked_up', unpaid: 12 })
    expect(refused.order).toEqual({ phase: 'idle', notice: { kind: 'unpaid', number: 12 } })
    expect(reduce(refused, { type: 'looked_up' })).toBe(refused)
  },
  'any step --the cart empty--> empty': () => {
    expect(routeOf(ready, facts({ asked: 'payment', cartEmpty: true })).view).toEqual({ show: 'empty' })
    // #/checkout still becomes a step's own address, so the title says which.
    expect(routeOf(ready, facts({ asked: undefined, cartEmpty: true }))).toEqual({
      view: { show: 'empty' },
      go: 'customer'
    })
  },
  'idle --place--> placing (notice cleared)': () => {
    expect(placing.order).toEqual({ phase: 'placing', slow: false })
    expect(reduce(withNotice, { type: 'place' }).order).toEqual({ phase: 'placing', slow: false })
  },
  'placing --place--> placing (ignored)': () => {
    expect(reduce(placing, { type: 'place' })).toBe(placing)
  },
  'lookup (asking) --place--> lookup (ignored)': () => {
    expect(reduce(asking, { type: 'place' })).toBe(asking)
  },
  "placing --slow--> placing, 'Ainda processando…'": () => {
    const slow = reduce(placing, { type: 'slow' })
    expect(slow.order).toEqual({ phase: 'placing', slow: true })
    expect(reduce(slow, { type: 'slow' })).toBe(slow)
  },
  'placing --settled--> idle (with its notice)': () => {
    expect(withNotice.order).toEqual({ phase: 'idle', notice: { kind: 'card' } })
    expect(reduce(placing, { type: 'settled' }).order).toEqual({ phase: 'idle' })
  },
  'idle --slow, settled--> idle (ignored)': () => {
    // A timer or an answer that outlived its press changes nothing.
    expect(reduce(withNotice, { type: 'slow' })).toBe(withNotice)
    expect(reduce(ready, { type: 'settled', notice: { kind: 'other_tab' } })).toBe(ready)
  },
  'idle (notice) --dismiss--> idle': () => {
    expect(reduce(withNotice, { type: 'dismiss' }).order).toEqual({ phase: 'idle' })
    expect(reduce(ready, { type: 'dismiss' })).toBe(ready)
    expect(reduce(placing, { type: 'dismiss' })).toBe(placing)
  }
}

const label = (r: (typeof TRANSITIONS)[number]) => `${r.from} --${r.on}--> ${r.to}`

/** TRANSITIONS as docs/checkout.md shows them. */
const table = () =>
  ['| from | on | to |', '|---|---|---|', ...TRANSITIONS.map((r) => `| ${r.from} | ${r.on} | ${r.to} |`)].join('\n')

describe('the checkout state model', () => {
  for (const row of TRANSITIONS) it(label(row), () => CASES[label(row)]!())

  it('has a test for every transition it lists, and lists every transition tested', () => {
    expect(Object.keys(CASES).sort()).toEqual(TRANSITIONS.map(label).sort())
  })

  it('opens with the draft kept: a known unpaid order says so; an attempt is asked for first', () => {
    const s: CheckoutState = initialState({ order: { number: 7 } })
    expect(s).toEqual({
      lookup: 'asking',
      unread: false,
      held: 0,
      order: { phase: 'idle', notice: { kind: 'unpaid', number: 7 } }
    })
    expect(ready).toEqual({ lookup: 'done', unread: false, held: 0, order: { phase: 'idle' } })
  })

  it('replaces an address that names no step, or a step not allowed yet, by the step', () => {
    expect(routeOf(ready, facts({ asked: undefined })).go).toBe('customer')
    expect(routeOf(ready, facts({ asked: 'payment', complete: false })).go).toBe('customer')
    expect(routeOf(ready, facts({ asked: 'payment' })).go).toBeUndefined()
  })

  it('is the table docs/checkout.md shows (UPDATE_DOCS=1 rewrites it)', () => {
    const doc = readFileSync(DOC, 'utf8')
    const [head, rest] = doc.split(START)
    const tail = rest?.split(END)[1]
    expect(tail, `docs/checkout.md needs the markers ${START} … ${END}`).toBeDefined()
    const want = `${head}${START}\n${table()}\n${END}${tail}`
    if (process.env.UPDATE_DOCS) writeFileSync(DOC, want)
    expect(doc).toBe(want)
  })
})
