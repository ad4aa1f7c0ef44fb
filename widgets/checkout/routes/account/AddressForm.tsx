import { useState, type FormEvent } from 'react'
import { addressErrors } from '#core/account/address-rules'
import { isZip, maskZip, zipDigits } from '#core/parse/zip'
import type { Address } from '#core/schemas/customer'
import { settings, t } from '#core/page/context'
import { Field, fieldError } from '#widgets/checkout/parts/Field'
import { useErrors } from '#widgets/checkout/parts/use-errors'
import { lookupCep } from '#widgets/checkout/state/cep'

const FIELDS = [
  ['zip', 'address.zip', 'postal-code'],
  ['street', 'address.street', 'address-line1'],
  ['number', 'address.number', undefined],
  ['complement', 'address.complement', 'address-line2'],
  ['borough', 'address.borough', 'address-level3'],
  ['city', 'address.city', 'address-level2'],
  ['province_code', 'address.province', 'address-level1']
] as const

type Key = (typeof FIELDS)[number][0]
// The store's country, read when used: Brazil's CEP (looked up) and borough, or a ZIP code and no borough elsewhere.
const country = () => settings.country_code
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

interface Props {
  address?: Address
  onSave(address: Address): Promise<void>
  onCancel(): void
}

/**
 * The form's values and errors. As at checkout, the CEP is masked as typed, and once whole the store's address service
 * fills what it knows (a failed lookup leaves the fields to type; what the shopper typed meanwhile is kept).
 */
function useAddressFields(address: Address) {
  const [v, setV] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map(([k]) => [k, str(address[k])])) as Record<Key, string>
  )
  const { errors, setErrors, edited } = useErrors<ReturnType<typeof addressErrors>>()
  const input = (k: Key, x: string) => {
    const next = { ...v, [k]: k === 'zip' ? maskZip(x, country()) : x }
    edited(v, next)
    setV(next)
    // The lookup follows the CEP the field shows: a pasted 9th digit is not shown, so it does not stop the lookup.
    const zip = zipDigits(next.zip, country())
    if (country() !== 'BR' || k !== 'zip' || !isZip(zip) || isZip(zipDigits(v.zip))) return
    void lookupCep(zip).then((found) => {
      if (!found) return
      const fill = {
        street: found.street,
        borough: found.borough,
        city: found.city,
        province_code: found.province_code
      }
      setV((now) => ({ ...now, ...Object.fromEntries(Object.entries(fill).filter(([f, x]) => x && !now[f as Key])) }))
    })
  }
  return { v, input, errors, setErrors }
}

/** One address of the book, with the registration's checks (CEP of 8 digits, street, borough, city, UF). */
export function AddressForm({ address = {}, onSave, onCancel }: Props) {
  const { v, input, errors, setErrors } = useAddressFields(address)
  const submit = (ev: FormEvent) => {
    ev.preventDefault()
    const e = addressErrors(v, country())
    setErrors(e)
    if (Object.keys(e).length) return
    const number = Number(v.number)
    void onSave({
      ...address,
      zip: zipDigits(v.zip, country()),
      street: v.street.trim(),
      ...(v.number.trim() ? { number: Number.isInteger(number) ? number : v.number.trim() } : { number: undefined }),
      complement: v.complement.trim() || undefined,
      borough: v.borough.trim(),
      city: v.city.trim(),
      province_code: v.province_code.trim().toUpperCase(),
      country_code: address.country_code ?? country()
    })
  }
  return (
    <form className="vt-address-form" onSubmit={submit} noValidate>
      {FIELDS.filter(([k]) => country() === 'BR' || k !== 'borough').map(([k, label, ac]) => (
        <Field
          key={k}
          name={k}
          label={t(label)}
          value={v[k]}
          autoComplete={ac}
          announce
          error={fieldError(errors[k as keyof typeof errors])}
          inputMode={k === 'zip' || k === 'number' ? 'numeric' : undefined}
          onValue={(x) => input(k, x)}
        />
      ))}
      <button type="submit" className="vt-button vt-button--primary">
        {t('common.save')}
      </button>
      <button type="button" className="vt-button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </form>
  )
}
