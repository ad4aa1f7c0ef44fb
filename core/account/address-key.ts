// Which saved address the shopper picked. A customer record's addresses carry no _id (the Customers resource has none),
// so an address is known by what it says: two entries that say the same are the same place to deliver to.

type Keyed = {
  _id?: string | undefined
  zip?: string | undefined
  street?: string | undefined
  number?: number | string | undefined
  complement?: string | undefined
  borough?: string | undefined
  city?: string | undefined
  province_code?: string | undefined
  name?: string | undefined
}

const PARTS = ['zip', 'street', 'number', 'complement', 'borough', 'city', 'province_code', 'name'] as const

/** A short key for an address: its _id when an older record has one, else an FNV-1a hash of its parts (no text kept). */
export function addressKey(a: Keyed): string {
  if (a._id) return a._id
  const text = PARTS.map((p) => String(a[p] ?? '')).join('\u0000')
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return `a${h.toString(16).padStart(8, '0')}`
}

/** The address as the record's address book keeps it: no _id (a copy from an older record may have one). */
export function bookEntry<A extends { _id?: string | undefined }>(a: A): Omit<A, '_id'> {
  const { _id: _, ...entry } = a
  return entry
}
