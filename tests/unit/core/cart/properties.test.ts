import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addItem,
  clear,
  fixCart,
  fixItem,
  increaseItemQnt,
  mergeCarts,
  removeItem,
  removeTemporary,
  reset,
  setItemQnt
} from '#core/cart'
import { Cart, type CartItem } from '#core/schemas/cart'
import { canonicalJson } from '#core/cart/same'

// Random sequences of operations, checking after each one the invariants the store relies on.

type Kit = NonNullable<CartItem['kit_product']>
const KITS: Record<'K1' | 'K2', Kit & { composition: NonNullable<Kit['composition']> }> = {
  K1: { _id: 'K1', price: 100, pack_quantity: 3, composition: [{ _id: 'p1' }, { _id: 'p2', variation_id: 'v1' }] },
  K2: { _id: 'K2', price: 19.99, pack_quantity: 2, composition: [{ _id: 'p3', quantity: 2 }] }
}

const price = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(0, 0.1, 0.2, 10, 19.99, 33.333, 1000) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('10', -1, Number.NaN, undefined) }
)
const quantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(undefined, 2.5, -1, Number.NaN, '2') }
)
const flags = fc.option(fc.shuffledSubarray(['a', 'b', '__tmp']), { nil: undefined })
const customizations = fc.option(
  fc.array(
    fc.record({
      _id: fc.constantFrom('c1', 'c2'),
      add_to_price: fc.record({
        type: fc.constantFrom('fixed', 'percentage'),
        addition: fc.constantFrom(5, 10, 2.5, -3)
      })
    }),
    { maxLength: 2 }
  ),
  { nil: undefined }
)

const addInput = fc.record(
  {
    _id: fc.option(fc.constantFrom('x', 'y', 'v1'), { nil: undefined }),
    product_id: fc.constantFrom('p1', 'p2', 'p3', '', 'p4'),
    variation_id: fc.option(fc.constantFrom('v1', 'v2'), { nil: undefined }),
    price,
    quantity,
    min_quantity: fc.option(fc.integer({ min: -1, max: 4 }), { nil: undefined }),
    max_quantity: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    keep_item_quantity: fc.option(fc.boolean(), { nil: undefined }),
    flags,
    customizations
  },
  { requiredKeys: ['product_id'] }
)

type Op =
  | { kind: 'add'; input: unknown }
  | { kind: 'kit'; kit: keyof typeof KITS; locked: boolean; times: number }
  | { kind: 'inc' | 'set'; pick: number; value: unknown }
  | { kind: 'fix' | 'remove'; pick: number }
  | { kind: 'clear' | 'reset' | 'tmp' | 'reload' }
  | { kind: 'stale'; back: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: addInput.map((input): Op => ({ kind: 'add', input })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ kit: fc.constantFrom('K1', 'K2'), locked: fc.boolean(), times: fc.integer({ min: 1, max: 3 }) })
      .map((k): Op => ({ kind: 'kit', ...k }))
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('inc', 'set'),
      pick: fc.nat(),
      value: quantity.map((q) => (typeof q === 'number' && q > 6 ? q - 8 : q))
    }) as fc.Arbitrary<Op>
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('fix', 'remove'), pick: fc.nat() }) as fc.Arbitrary<Op> },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Op>({ kind: 'clear' }, { kind: 'reset' }, { kind: 'tmp' }, { kind: 'reload' })
  },
  { weight: 2, arbitrary: fc.nat().map((back): Op => ({ kind: 'stale', back })) }
)

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFreeze(field)
  }
  return value
}

/** Independent oracle for a line's unit price in cents. */
function expectedFinalCents(line: CartItem): number {
  const kit = line.kit_product
  const base =
    kit && typeof kit.price === 'number' && typeof kit.pack_quantity === 'number' && kit.pack_quantity > 0
      ? Math.round(Math.round(kit.price * 100) / kit.pack_quantity)
      : Math.round(line.price * 100)
  let total = base
  for (const c of line.customizations ?? []) {
    const add = c.add_to_price
    if (add) total += add.type === 'fixed' ? Math.round(add.addition * 100) : Math.round((base * add.addition) / 100)
  }
  return Math.max(0, total)
}

function checkInvariants(cart: Cart): void {
  expect(Cart.safeParse(cart).success).toBe(true)
  const ids = cart.items.map((line) => line._id)
  expect(new Set(ids).size).toBe(ids.length)
  let cents = 0
  const kitUnits = new Map<string, { cents: number; pack: number; units: number }>()
  for (const line of cart.items) {
    const min = typeof line.min_quantity === 'number' && line.min_quantity > 0 ? Math.ceil(line.min_quantity) : 1
    expect(Number.isInteger(line.quantity)).toBe(true)
    expect(line.quantity).toBeGreaterThanOrEqual(min)
    if (typeof line.max_quantity === 'number' && line.max_quantity >= min)
      expect(line.quantity).toBeLessThanOrEqual(line.max_quantity)
    expect(Math.round((line.final_price ?? Number.NaN) * 100)).toBe(expectedFinalCents(line))
    const kit = line.kit_product
    // A kit's lines together cost the kit's price per kit (its units share it out), not their rounded shares.
    if (kit && !line.customizations) {
      const key = `${kit._id} ${kit.price} ${kit.pack_quantity}`
      const k = kitUnits.get(key) ?? { cents: Math.round(kit.price! * 100), pack: kit.pack_quantity!, units: 0 }
      kitUnits.set(key, { ...k, units: k.units + line.quantity })
    } else cents += line.quantity * expectedFinalCents(line)
    for (const part of kit?.composition ?? []) {
      const filled = cart.items.some(
        (other) =>
          other.kit_product?._id === kit?._id &&
          other.product_id === part._id &&
          (part.variation_id === undefined || other.variation_id === part.variation_id)
      )
      expect(filled, `orphan kit line ${line._id}`).toBe(true)
    }
  }
  for (const k of kitUnits.values()) cents += Math.round((k.cents * k.units) / k.pack)
  expect(cart.subtotal).toBe(cents / 100)
}

function pickId(cart: Cart, pick: number): string {
  return cart.items.length === 0 || pick % 7 === 6 ? 'missing' : cart.items[pick % cart.items.length]!._id
}

function contentOf(cart: Cart): string {
  return canonicalJson([cart._id, [...cart.items].sort((a, b) => (a._id < b._id ? -1 : 1))])
}

function run(ops: Op[], check: boolean): { cart: Cart; history: Cart[]; time: number } {
  let n = 0
  let time = 1_000
  const newId = () => `id${++n}`
  const clock = { now: () => time }
  let cart = fixCart(null, { newId, ...clock }).cart
  const history: Cart[] = [cart]
  for (const step of ops) {
    time += 1
    deepFreeze(cart)
    const before = canonicalJson(cart)
    let next: Cart
    switch (step.kind) {
      case 'add':
        next = addItem(cart, step.input, { newId, ...clock }).cart
        break
      case 'kit': {
        next = cart
        const kit = KITS[step.kit]
        for (let i = 0; i < step.times; i++) {
          for (const part of kit.composition) {
            const input = {
              product_id: part._id,
              variation_id: part.variation_id,
              price: 12.5,
              quantity: 1,
              kit_product: kit,
              keep_item_quantity: step.locked
            }
            next = addItem(next, input, { newId, ...clock }).cart
          }
        }
        break
      }
      case 'inc':
        next = increaseItemQnt(cart, pickId(cart, step.pick), step.value, clock).cart
        break
      case 'set':
        next = setItemQnt(cart, pickId(cart, step.pick), step.value, clock).cart
        break
      case 'fix':
        next = fixItem(cart, pickId(cart, step.pick), clock).cart
        break
      case 'remove':
        next = removeItem(cart, pickId(cart, step.pick), clock).cart
        break
      case 'clear':
        next = clear(cart, clock).cart
        break
      case 'reset':
        next = reset(newId, clock).cart
        break
      case 'tmp':
        next = removeTemporary(cart, clock).cart
        break
      case 'reload':
        next = fixCart(JSON.parse(JSON.stringify(cart)), { newId, ...clock }).cart
        break
      case 'stale': {
        // Another tab still holding an older copy: merging it must neither lose nor resurrect anything.
        const old = history[step.back % history.length]!
        next = mergeCarts(cart, old, clock)
        if (check) expect(contentOf(next)).toBe(contentOf(cart))
        if (check) expect(contentOf(mergeCarts(old, cart, clock))).toBe(contentOf(cart))
        break
      }
    }
    if (check) {
      expect(canonicalJson(cart)).toBe(before) // the input was not mutated
      checkInvariants(next)
    }
    cart = next
    history.push(cart)
  }
  return { cart, history, time }
}

describe('cart rules under random operation sequences', () => {
  it('keep quantities in bounds, the subtotal exact, kits whole, ids unique, inputs untouched', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        run(ops, true)
      }),
      { numRuns: 150 }
    )
  })

  it('two tabs editing the same cart converge after exchanging their copies', () => {
    const tabOps = fc.array(
      op.filter((o) => o.kind !== 'stale' && o.kind !== 'reset'),
      { maxLength: 12 }
    )
    fc.assert(
      fc.property(
        fc.array(
          op.filter((o) => o.kind !== 'stale'),
          { maxLength: 8 }
        ),
        tabOps,
        tabOps,
        (common, opsA, opsB) => {
          const shared = run(common, false).cart
          // Each tab continues from the shared cart with its own ids and clock ticks.
          const continueFrom = (start: Cart, ops: Op[], prefix: string, offset: number): Cart => {
            let n = 0
            let time = 10_000 + offset
            let cart = start
            const newId = () => `${prefix}${++n}`
            for (const step of ops) {
              time += 2
              const clock = { now: () => time }
              if (step.kind === 'add') cart = addItem(cart, step.input, { newId, ...clock }).cart
              else if (step.kind === 'inc')
                cart = increaseItemQnt(cart, pickId(cart, step.pick), step.value, clock).cart
              else if (step.kind === 'set') cart = setItemQnt(cart, pickId(cart, step.pick), step.value, clock).cart
              else if (step.kind === 'remove') cart = removeItem(cart, pickId(cart, step.pick), clock).cart
              else if (step.kind === 'clear') cart = clear(cart, clock).cart
              else if (step.kind === 'tmp') cart = removeTemporary(cart, clock).cart
            }
            return cart
          }
          const a = continueFrom(shared, opsA, 'a', 0)
          const b = continueFrom(shared, opsB, 'b', 1)
          const clock = { now: () => 20_000 }
          const aMerged = mergeCarts(a, b, clock)
          const bMerged = mergeCarts(b, aMerged, clock)
          checkInvariants(aMerged)
          expect(contentOf(bMerged)).toBe(contentOf(aMerged))
          expect(contentOf(mergeCarts(b, a, clock))).toBe(contentOf(aMerged))
          // Every line edited in only one tab after the split survives with that tab's version. Kit lines are left out:
          // a kit removed in the other tab goes whole, even if a part of it was edited here later.
          const edited = (tab: Cart) =>
            tab.items.filter((line) => (line.updated_at ?? 0) >= 10_000 && !line.kit_product)
          for (const line of edited(a)) {
            const other = b.items.find((o) => o._id === line._id)
            const removedInB = b.tombstones?.some((t) => t._id === line._id && t.removed_at > (line.updated_at ?? 0))
            if (!removedInB && (!other || (other.updated_at ?? 0) < (line.updated_at ?? 0))) {
              expect(aMerged.items.find((o) => o._id === line._id)?.quantity).toBe(line.quantity)
            }
          }
        }
      ),
      { numRuns: 150 }
    )
  })
})
