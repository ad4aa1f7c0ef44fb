import { describe, expect, it } from 'vitest'
import { addressKey, bookEntry } from '#core/account/address-key'
import {
  lastUsedFor,
  preferredAddress,
  preferredMethod,
  preferredService,
  rememberFor,
  reviewReady
} from '#core/checkout/returning'

describe('returning customer choices', () => {
  it('goes straight to the review only with complete data and an address on file', () => {
    expect(reviewReady(true, [{ zip: '01310100' }])).toBe(true)
    expect(reviewReady(false, [{ zip: '01310100' }])).toBe(false)
    expect(reviewReady(true, [])).toBe(false)
    expect(reviewReady(true, undefined)).toBe(false)
    expect(reviewReady(true, [{}])).toBe(false)
  })
  it('picks the address chosen, else the default, else the first', () => {
    const list = [{ _id: 'a' }, { _id: 'b', default: true }, { _id: 'c' }]
    expect(preferredAddress(list, 'c')?._id).toBe('c')
    expect(preferredAddress(list, '')?._id).toBe('b')
    expect(preferredAddress([{ _id: 'a' }, { _id: 'c' }], 'x')?._id).toBe('a')
  })
  it('knows an address without _id (as the Customers resource keeps it) by what it says', () => {
    const sp = { zip: '01310100', street: 'Avenida Paulista', number: 1000 }
    const rio = { zip: '20040020', street: 'Rua da Assembleia', number: 10, default: true }
    expect(addressKey(sp)).toMatch(/^a[0-9a-f]{8}$/)
    expect(addressKey({ ...sp })).toBe(addressKey(sp))
    expect(addressKey({ ...sp, number: 1001 })).not.toBe(addressKey(sp))
    expect(preferredAddress([sp, rio], addressKey(sp))).toBe(sp)
    expect(preferredAddress([sp, rio], '')).toBe(rio)
    expect(bookEntry({ _id: 'old', zip: '01310100' })).toEqual({ zip: '01310100' })
  })
  it('picks the service used last when offered, else the first (cheapest)', () => {
    const s = [{ service_code: 'pac' }, { service_code: 'sedex' }]
    expect(preferredService(s, 'sedex')).toBe('sedex')
    expect(preferredService(s, 'gone')).toBe('pac')
    expect(preferredService(s)).toBe('pac')
    expect(preferredService([])).toBeUndefined()
  })
  it('picks the method chosen now, else the one used last, else the first', () => {
    const offered = ['credit_card', 'banking_billet']
    expect(preferredMethod(offered, 'credit_card', 'banking_billet')).toBe('credit_card')
    expect(preferredMethod(offered, '', 'banking_billet')).toBe('banking_billet')
    expect(preferredMethod(offered, '', 'pix')).toBe('credit_card')
    expect(preferredMethod([], '', 'pix')).toBe('')
  })
  it('remembers per customer, drops what is unreadable and keeps at most five', () => {
    let map: unknown = { x: { method: 42 } }
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) map = rememberFor(map, id, { method: `m${id}` })
    expect(Object.keys(map as object)).toEqual(['b', 'c', 'd', 'e', 'f'])
    expect(lastUsedFor(map, 'f')).toEqual({ method: 'mf' })
    expect(lastUsedFor(map, 'a')).toEqual({})
    expect(lastUsedFor({ a: { method: 1 } }, 'a')).toEqual({})
    expect(lastUsedFor('junk', 'a')).toEqual({})
    expect(lastUsedFor(map, undefined)).toEqual({})
  })
})
