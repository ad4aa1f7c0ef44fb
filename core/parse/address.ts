import type { Address } from '../schemas/customer'

// Output: "Rua A, 123 - Apto 4, Centro, Belo Horizonte - MG".
// Street and number are joined by ', ', the complement hangs on the number with ' - ' (as Brazilian
// envelopes write it), the city carries its state with ' - ', and the groups are joined by ', '.
// Blank or missing parts are dropped with their separator, so no "undefined" nor ", ," ever shows.

function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return typeof value === 'string' ? value.trim() : ''
}

function joined(separator: string, ...parts: string[]): string {
  return parts.filter((part) => part !== '').join(separator)
}

// Portuguese writes a missing house number "S/N" (sem número); other languages a dash.
export function noNumberMark(lang?: string): string {
  return (lang ?? '').toLowerCase().startsWith('pt') ? 'S/N' : '-'
}

export function lineAddress(address: Partial<Address> | null | undefined, lang?: string): string {
  if (typeof address !== 'object' || address === null) return ''
  const street = text(address.street)
  // The platform's line_address is the address already written on one line, so without a street it is the
  // answer as given; appending city and state again would print them twice.
  if (street === '' && text(address.line_address) !== '') return text(address.line_address)
  const head = street !== '' ? joined(', ', street, text(address.number) || noNumberMark(lang)) : ''
  const place = joined(' - ', text(address.city), text(address.province_code) || text(address.province))
  return joined(', ', joined(' - ', head, text(address.complement)), text(address.borough), place)
}
