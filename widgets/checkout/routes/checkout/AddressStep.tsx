import { useStore } from '@nanostores/react'
import { addressKey } from '#core/account/address-key'
import { useEffect, useRef, useState } from 'react'
import { addressErrors } from '#core/account/address-rules'
import type { AddressDraft } from '#core/checkout/registration'
import { lineAddress } from '#core/parse/address'
import { passport } from '#core/page/passport'
import type { Address } from '#core/schemas/customer'
import { bus, cart, settings, t } from '#core/page/context'
import { isZip, maskZip, zipCode, zipDigits } from '#core/shipping/zip'
import { UFS } from '#core/account/address-rules'
import { UF_NAMES } from '#core/checkout/ufs'
import { usePageId } from '#widgets/ui/page-id'
import { Field, focusFirstInvalid } from '#widgets/checkout/parts/Field'
import { ServiceList } from '#widgets/checkout/parts/ServiceList'
import { $chosenService, $shipping, quoteShipping } from '#widgets/checkout/state/cart-state'
import { lookupCep } from '#widgets/checkout/state/cep'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { StepForm } from '#widgets/checkout/parts/StepForm'
import { useErrors } from '#widgets/checkout/parts/use-errors'
import { ShippingNeeded, useQuoteWait } from '#widgets/checkout/parts/use-quote-wait'

const FIELDS: Array<
  [
    keyof AddressDraft,
    'address.street' | 'address.number' | 'address.complement' | 'address.borough' | 'address.city',
    string
  ]
> = [
  ['street', 'address.street', 'address-line1'],
  ['number', 'address.number', 'address-line2'],
  ['complement', 'address.complement', 'address-line3'],
  ['borough', 'address.borough', 'address-level3'],
  ['city', 'address.city', 'address-level2']
]

// The store's country, read when used: Brazil's CEP (looked up), borough and UFs, or a ZIP code and a state's two
// letters elsewhere.
const country = () => settings.country_code
const isBr = () => country() === 'BR'
const zipOf = (v: string) => zipDigits(v, country())

/** The state as one of the 27 UFs, by name: nothing to mistype or cut; outside Brazil, its two letters. */
function ProvinceSelect({ value, error, onValue }: { value: string; error?: string; onValue(v: string): void }) {
  const id = usePageId()
  if (!isBr()) {
    return (
      <Field
        label={t('address.province')}
        value={value}
        onValue={(v) => onValue(v.toUpperCase())}
        error={error}
        autoComplete="address-level1"
        inputMode="text"
        maxLength={2}
      />
    )
  }
  return (
    <div className={`vt-field${error ? ' vt-field--error' : ''}`}>
      <label htmlFor={id}>{t('address.province')}</label>
      <select
        id={id}
        value={value.toUpperCase()}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onValue((e.target as HTMLSelectElement).value)}
      >
        <option value="">{t('address.province_choose')}</option>
        {UFS.map((uf) => (
          <option key={uf} value={uf}>
            {UF_NAMES[uf]} ({uf})
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-err`} className="vt-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface FieldsProps {
  a: AddressDraft
  errors: ReturnType<typeof addressErrors<AddressDraft>>
  onZip(v: string): void
  update(a: AddressDraft): void
}

/** The typed address, CEP first (its lookup fills the rest). */
function AddressFields({ a, errors, onZip, update }: FieldsProps) {
  return (
    <>
      <Field
        label={t('address.zip')}
        value={a.zip}
        onValue={onZip}
        error={errors.zip && t(errors.zip)}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={isBr() ? 9 : 10}
        placeholder={t('shipping.zip_placeholder')}
      />
      {FIELDS.filter(([k]) => isBr() || k !== 'borough').map(([k, label, ac]) => (
        <Field
          key={k}
          label={t(label)}
          value={a[k]}
          onValue={(v) => update({ ...a, [k]: v })}
          error={errors[k] && t(errors[k]!)}
          autoComplete={ac}
          inputMode="text"
          maxLength={120}
        />
      ))}
      <ProvinceSelect
        value={a.province_code}
        error={errors.province_code && t(errors.province_code)}
        onValue={(v) => update({ ...a, province_code: v })}
      />
    </>
  )
}

/** The typed address, kept in the draft at every key; a complete CEP quotes shipping and fills what the lookup knows. */
function useTypedAddress(initial: AddressDraft, edited: (a: AddressDraft, na: AddressDraft) => void) {
  const [a, setA] = useState<AddressDraft>(initial)
  // What the shopper has typed so far, also between renders: a lookup answering late must not undo it.
  const latest = useRef(a)
  const update = (na: AddressDraft) => {
    edited(latest.current, na)
    latest.current = na
    setA(na)
    patchDraft({ address: na })
  }
  const onZip = async (v: string) => {
    update({ ...latest.current, zip: maskZip(v, country()) })
    const d = zipOf(v)
    if (!isZip(d, country())) return
    void quoteShipping(d)
    // The CEP lookup is Brazil's; a ZIP code only quotes.
    if (!isBr()) return
    const found = await lookupCep(d)
    const now = latest.current
    // A failed lookup leaves the fields to type; one for a CEP since changed is stale.
    if (!found || zipOf(now.zip) !== d) return
    update({
      ...now,
      street: found.street ?? now.street,
      borough: found.borough ?? now.borough,
      city: found.city ?? now.city,
      province_code: found.province_code ?? now.province_code
    })
  }
  // The CEP quoted in the cart or on a product page: looked up at once, so the address is there to check, not to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens; a CEP typed afterwards is the shopper's own
  useEffect(() => {
    const known = zipCode.get()
    if (!zipOf(initial.zip) && known) void onZip(known)
  }, [])
  return { a, update, onZip }
}

/** A logged-in customer's saved addresses, or a new one. */
function SavedAddresses({ saved, pickedId, onPick }: { saved: Address[]; pickedId: string; onPick(id: string): void }) {
  return (
    <fieldset>
      <legend>{t('checkout.saved_addresses')}</legend>
      {saved.map((s) => (
        <label key={addressKey(s)} className="vt-choice">
          <input
            type="radio"
            name="address"
            checked={pickedId === addressKey(s)}
            onChange={() => onPick(addressKey(s))}
          />
          {lineAddress(s)}
        </label>
      ))}
      <label className="vt-choice">
        <input
          type="radio"
          name="address"
          checked={!saved.some((s) => addressKey(s) === pickedId)}
          onChange={() => patchDraft({ addressId: '-' })}
        />
        {t('checkout.new_address')}
      </label>
    </fieldset>
  )
}

/**
 * Goes on once the quote matches the address and a service is chosen; otherwise quotes the address (unless that quote
 * is already running) and lets `ready` keep the press until it is in, or say why it cannot go on.
 */
function leaveWithService(zip: string, next: () => void, ready: (hasService: boolean) => boolean) {
  const shipping = $shipping.get()
  if (shipping.zip !== zip && isZip(zip, country())) void quoteShipping(zip)
  const s = $chosenService.get()
  if (!ready(Boolean(s) && $shipping.get().zip === zip) || !s) return
  bus.emit('checkout:shipping', {
    cart: cart.data,
    shipping: { label: s.label, service_code: s.service_code, price: s.shipping_line.total_price }
  })
  next()
}

/** Saved addresses of a logged-in customer (the default preselected) or a typed one, CEP first; then the service. */
export function AddressStep({ next }: { next(): void }) {
  const customer = useStore(passport.$customer)
  const saved = customer?.addresses ?? []
  const draft = useStore($draft)
  const { errors, setErrors, edited } = useErrors<ReturnType<typeof addressErrors<AddressDraft>>>()
  const { a, update, onZip } = useTypedAddress(draft.address, edited)
  const form = useRef<HTMLFormElement>(null)
  const first = saved.find((s) => s.default) ?? saved[0]
  const pickedId = draft.addressId || (first ? addressKey(first) : '')
  const picked = saved.find((s) => addressKey(s) === pickedId)
  // The quote follows the address: a saved one (or a typed CEP) that differs from the last quote is quoted again.
  const zipNow = zipOf(picked?.zip ?? a.zip)
  useEffect(() => {
    if (isZip(zipNow, country()) && $shipping.get().zip !== zipNow) void quoteShipping(zipNow)
  }, [zipNow])
  const pick = (id: string) => {
    patchDraft({ addressId: id })
    const s = saved.find((x) => addressKey(x) === id)
    if (s?.zip) void quoteShipping(zipOf(s.zip))
  }
  const submit = () => {
    const e = picked ? {} : addressErrors(a, country())
    setErrors(e)
    if (Object.keys(e).length) return focusFirstInvalid(form.current)
    leaveWithService(zipNow, next, quote.ready)
  }
  const quote = useQuoteWait(form, submit)
  return (
    <StepForm formRef={form} title={t('checkout.delivery_address')} onSubmit={submit}>
      {saved.length ? <SavedAddresses saved={saved} pickedId={pickedId} onPick={pick} /> : null}
      {!picked ? <AddressFields a={a} errors={errors} onZip={(v) => void onZip(v)} update={update} /> : null}
      <ServiceList />
      {quote.missing ? <ShippingNeeded /> : null}
      {/* Kept while the freight is quoted (aria-disabled: focus stays), then the step goes on. */}
      <button
        type="submit"
        className="vt-button vt-button--primary"
        aria-disabled={quote.waiting || undefined}
        aria-busy={quote.waiting}
      >
        {t(quote.waiting ? 'checkout.waiting_shipping' : 'checkout.continue')}
      </button>
    </StepForm>
  )
}
