import { atom } from 'nanostores'
import * as z from 'zod/mini'
import { Attempt } from '#core/checkout/attempt'
import { draftKept } from '#core/checkout/session-end'
import type { AddressDraft, BuyerDraft } from '#core/checkout/registration'
import { passport } from '#core/page/passport'
import { CHECKOUT_DRAFT_KEY as KEY } from '#core/passport/session-data'
import { fillOnFirstUse } from '#core/first-use'
import { fallback } from '#core/schemas/fallback'
import { readJson, writeJson } from './storage'

// Everything the shopper typed in the checkout, kept in the browser session so a failed step or a reload loses
// nothing. Card number, CVV and expiry are deliberately NOT here: they live only in the payment form's memory.

export interface Draft {
  buyer: BuyerDraft
  address: AddressDraft
  /** A saved address chosen by a logged-in customer (its _id), or '' for the typed one. */
  addressId: string
  /** Chosen after identification: the shopper goes on without logging in. */
  visitor: boolean
  method: string
  installments: number
  points: number
  /** The logged-in customer whose record filled the buyer's fields: under another session (or none) they are dropped. */
  owner?: string
  /** The purchase being placed, kept until its order is known (core/checkout/attempt). */
  attempt?: Attempt
}

const EMPTY: Draft = {
  buyer: {
    email: '',
    name: '',
    registry: 'p',
    doc: '',
    corporate: '',
    inscriptionType: 'State',
    inscriptionNumber: '',
    phone: '',
    birth: '',
    gender: ''
  },
  address: { zip: '', street: '', number: '', complement: '', borough: '', city: '', province_code: '' },
  addressId: '',
  visitor: false,
  method: '',
  installments: 1,
  points: 0
}

// Session storage is untrusted input (another script, an old version): each field is checked, a bad one dropped.
const text = z.optional(fallback(z.string().check(z.maxLength(200)), ''))
const Stored = z.object({
  buyer: z.optional(fallback(z.record(z.string(), text), {})),
  address: z.optional(fallback(z.record(z.string(), text), {})),
  addressId: text,
  visitor: z.optional(fallback(z.boolean(), false)),
  method: text,
  installments: z.optional(fallback(z.number().check(z.int(), z.minimum(1), z.maximum(24)), 1)),
  points: z.optional(fallback(z.number().check(z.minimum(0)), 0)),
  attempt: z.optional(fallback(z.optional(Attempt), undefined)),
  owner: text
})

const pick = <T extends object>(base: T, raw: Record<string, unknown> | undefined): T =>
  Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof raw?.[k] === 'string' ? raw[k] : v])) as T

function load(): Draft {
  const parsed = Stored.safeParse(readJson(KEY))
  if (!parsed.success) return EMPTY
  const d = parsed.data
  // A logout in a tab without the checkout (a storefront page) left this draft: its customer is not this session's.
  // A session that ended without a logout keeps it for its customer, who logs in again where they were.
  if (!draftKept(d, { loggedIn: passport.getSession().auth?.id, ended: passport.$ended.get() })) return EMPTY
  const buyer = pick(EMPTY.buyer, d.buyer)
  if (!['p', 'j'].includes(buyer.registry)) buyer.registry = 'p'
  if (!['', 'f', 'm', 'x'].includes(buyer.gender)) buyer.gender = ''
  if (!['State', 'Municipal'].includes(buyer.inscriptionType)) buyer.inscriptionType = 'State'
  return {
    buyer,
    address: pick(EMPTY.address, d.address),
    addressId: d.addressId ?? '',
    visitor: d.visitor ?? false,
    method: d.method ?? '',
    installments: d.installments ?? 1,
    points: d.points ?? 0,
    ...(d.attempt ? { attempt: d.attempt } : {}),
    ...(d.owner ? { owner: d.owner } : {})
  }
}

export const $draft = atom<Draft>(EMPTY)
fillOnFirstUse($draft, () => $draft.set(load()))

export function patchDraft(patch: Partial<Draft>): void {
  const next = { ...$draft.get(), ...patch }
  $draft.set(next)
  writeJson(KEY, next)
}

/** The attempt being placed, or none: written at once, so a reload finds its key. */
export function setAttempt(attempt: Attempt | undefined): void {
  const { attempt: _, ...rest } = $draft.get()
  const next: Draft = attempt ? { ...rest, attempt } : rest
  $draft.set(next)
  writeJson(KEY, next)
}

/**
 * After the order exists, and at any logout (this tab's or another's): the next purchase starts clean. A session that
 * ended without a logout keeps it (core/checkout/session-end).
 */
export function clearDraft(): void {
  $draft.set(EMPTY)
  writeJson(KEY, undefined)
}
