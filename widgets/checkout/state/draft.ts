import { atom } from 'nanostores'
import type { AddressDraft, BuyerDraft } from '../../../core/checkout/registration'
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
}

const KEY = 'vitrineCheckoutDraft'
const EMPTY: Draft = {
  buyer: { email: '', name: '', registry: 'p', doc: '', corporate: '', inscriptionType: 'State', inscriptionNumber: '', phone: '', birth: '', gender: '' },
  address: { zip: '', street: '', number: '', complement: '', borough: '', city: '', province_code: '' },
  addressId: '',
  visitor: false,
  method: '',
  installments: 1,
  points: 0
}

function load(): Draft {
  const raw = readJson(KEY) as Partial<Draft> | undefined
  if (!raw || typeof raw !== 'object') return EMPTY
  return { ...EMPTY, ...raw, buyer: { ...EMPTY.buyer, ...raw.buyer }, address: { ...EMPTY.address, ...raw.address } }
}

export const $draft = atom<Draft>(load())

export function patchDraft(patch: Partial<Draft>): void {
  const next = { ...$draft.get(), ...patch }
  $draft.set(next)
  writeJson(KEY, next)
}

/** After the order exists: the next purchase starts clean. */
export function clearDraft(): void {
  $draft.set(EMPTY)
  writeJson(KEY, undefined)
}
