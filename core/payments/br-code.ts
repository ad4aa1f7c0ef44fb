// The BR Code: the payload a bank app reads ("Pix copia e cola", the EMV QR of the Banco Central's manual), written
// for the demo platform and checked for the storefront. A payment app's code reaches the shopper only when it passes
// the check: a broken code would be paid to no one, or not be payable at all.

const GUI = 'br.gov.bcb.pix'

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) over the UTF-8 bytes, as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** One EMV field: two-digit id, two-digit length, value (ASCII only, so characters and bytes agree). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** Name and city as bank apps show them: no accents, letters, digits and spaces only, within the field's size. */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** A Pix txid: 1 to 25 letters or digits (the manual's limit for a code that carries its own amount). */
export const isTxid = (txid: string): boolean => /^[A-Za-z0-9]{1,25}$/.test(txid)

export interface BrCodeInput {
  /** The receiver's Pix key (e-mail, phone, CPF/CNPJ or random key). */
  key: string
  /** In the currency's units (BRL); sent with two decimals. */
  amount: number
  txid: string
  merchantName: string
  merchantCity: string
}

/**
 * The "copia e cola" payload: format 01, single use (12), the Pix account (GUI and key), category 0000, BRL (986),
 * the amount, BR, merchant name and city, the txid, and the CRC16 of everything before it (its own id and length
 * included). Throws on a key, txid or amount that cannot make a valid code.
 */
export function brCode({ key, amount, txid, merchantName, merchantCity }: BrCodeInput): string {
  if (!key || key.length > 77) throw new RangeError('Pix key must have 1 to 77 characters')
  if (!isTxid(txid)) throw new RangeError('Pix txid must be 1 to 25 letters or digits')
  const cents = Math.round(amount * 100)
  if (!Number.isFinite(cents) || cents <= 0) throw new RangeError('Pix amount must be positive')
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('26', field('00', GUI) + field('01', key)),
    field('52', '0000'),
    field('53', '986'),
    field('54', (cents / 100).toFixed(2)),
    field('58', 'BR'),
    field('59', emvText(merchantName, 25) || 'N'),
    field('60', emvText(merchantCity, 15) || 'N'),
    field('62', field('05', txid)),
    '6304'
  ].join('')
  return body + crc16(body)
}

/**
 * The fields of an EMV TLV string in order, or null when it does not split whole into id, length and value (or
 * repeats an id): a code cut short or padded is not read at all.
 */
export function emvFields(text: string): Map<string, string> | null {
  const out = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const head = text.slice(i, i + 4)
    if (!/^\d{4}$/.test(head)) return null
    const id = head.slice(0, 2)
    const end = i + 4 + Number(head.slice(2))
    if (end > text.length || out.has(id)) return null
    out.set(id, text.slice(i + 4, end))
    i = end
  }
  return out
}

/** A merchant account template (ids 26 to 51) that names Pix and carries a key (01) or a dynamic code's URL (25). */
function pixAccount(fields: Map<string, string>): boolean {
  for (const [id, value] of fields) {
    const n = Number(id)
    if (n < 26 || n > 51) continue
    const sub = emvFields(value)
    if (sub?.get('00')?.toLowerCase() === GUI && (sub.get('01') || sub.get('25'))) return true
  }
  return false
}

/** An amount field, when present: a positive decimal of up to 13 characters (the manual's size). */
const amountOk = (amount: string | undefined): boolean =>
  amount === undefined || (/^\d{1,10}(\.\d{1,2})?$/.test(amount) && Number(amount) > 0)

/**
 * Whether a payload from the network is a BR Code a bank app will take: it splits whole into fields, starts with
 * format 01, names a Pix account with its key or URL, says BRL and BR, the receiver's name and city, and ends with a
 * CRC16 that matches everything before it.
 */
export function validBrCode(code: unknown): code is string {
  if (typeof code !== 'string' || code.length > 512 || !/^[\x20-\x7e]+$/.test(code)) return false
  const f = emvFields(code)
  const ids = f ? [...f.keys()] : []
  // Format first, CRC last: the CRC covers everything before its own value.
  if (!f || ids[0] !== '00' || f.get('00') !== '01' || ids[ids.length - 1] !== '63') return false
  if (!/^[0-9A-Fa-f]{4}$/.test(f.get('63') ?? '')) return false
  if (f.get('53') !== '986' || f.get('58') !== 'BR' || !f.get('59') || !f.get('60')) return false
  if (!/^\d{4}$/.test(f.get('52') ?? '') || !amountOk(f.get('54')) || !pixAccount(f)) return false
  if (f.has('62') && !emvFields(f.get('62') ?? '')) return false
  return crc16(code.slice(0, -4)) === code.slice(-4).toUpperCase()
}

/**
 * The txid a valid code carries (additional data, field 05), or undefined when it carries none or the manual's
 * '***' of a dynamic code (whose charge is found through its URL).
 */
export function brCodeTxid(code: string): string | undefined {
  const txid = emvFields(emvFields(code)?.get('62') ?? '')?.get('05')
  return txid && isTxid(txid) ? txid : undefined
}
