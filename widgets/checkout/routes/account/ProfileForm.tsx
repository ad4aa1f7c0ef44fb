import { useUid } from './use-uid'
import { useState, type FormEvent } from 'react'
import { saveCustomer } from '#core/account/customer'
import { phoneFrom, phoneText } from '#core/account/phone-rules'
import { birthDateFrom, required, type FieldError } from '#core/account/profile-rules'
import { passportContext } from '#core/page/passport'
import { genderOf, pronounOf } from '#core/account/pronoun'
import type { Customer } from '#core/schemas/customer'
import { settings, t } from '#core/page/context'
import { dateText } from '#core/parse/date'
import { Field, fieldError } from '#widgets/checkout/parts/Field'
import { useErrors } from '#widgets/checkout/parts/use-errors'

function initial(c: Customer) {
  const b = c.birth_date
  const phone = c.phones?.[0]
  return {
    given: c.name?.given_name ?? '',
    middle: c.name?.middle_name ?? '',
    family: c.name?.family_name ?? '',
    phone: phone ? phoneText(phone) : '',
    birth: b ? dateText(b, settings.country_code) : '',
    gender: genderOf(c.pronoun) as string
  }
}

type Values = ReturnType<typeof initial>
type Errors = Partial<Record<keyof Values, FieldError>>

function check(v: Values): Errors {
  const e: Errors = {}
  const given = required(v.given)
  if (given) e.given = given
  if (v.phone.trim() && !phoneFrom(v.phone, settings.country_code)) e.phone = 'field.phone'
  if (v.birth.trim() && !birthDateFrom(v.birth, settings.country_code)) e.birth = 'field.date'
  return e
}

type Note = { text: string; alert: boolean }

/** Saves the checked values; the record changes only once the platform has accepted them. */
async function save(customer: Customer, v: Values, say: (note: Note) => void) {
  const phone = phoneFrom(v.phone, settings.country_code)
  const birth = birthDateFrom(v.birth, settings.country_code)
  try {
    await saveCustomer(passportContext, {
      // The whole name as the platform keeps it: an emptied middle name is left out (the name is replaced whole).
      name: { given_name: v.given.trim(), middle_name: v.middle.trim() || undefined, family_name: v.family.trim() },
      ...(phone ? { phones: [phone, ...(customer.phones ?? []).slice(1)] } : {}),
      // An emptied birth date is removed ({}: every part of it optional), not kept: it is the shopper's to withdraw.
      birth_date: birth ?? {},
      // The record keeps a pronoun: none for 'x' or no choice (one kept from before stays; the record has no way to
      // say 'none' but leaving it out).
      ...(pronounOf(v.gender) ? { pronoun: pronounOf(v.gender) } : {})
    })
    say({ text: t('register.saved'), alert: false })
  } catch (err) {
    console.error('[vitrine] profile not saved', err)
    say({ text: t('error.generic'), alert: true })
  }
}

/** Gender is optional: an empty choice first. */
function GenderSelect({ value, onValue }: { value: string; onValue(v: string): void }) {
  const id = useUid()
  return (
    <div className="vt-field">
      <label htmlFor={id}>{t('register.gender')}</label>
      <select id={id} value={value} onChange={(e) => onValue(e.currentTarget.value)}>
        <option value="">—</option>
        <option value="f">{t('register.gender_f')}</option>
        <option value="m">{t('register.gender_m')}</option>
        <option value="x">{t('register.gender_x')}</option>
      </select>
    </div>
  )
}

/** The name (given, middle and family, as the platform keeps it), phone, birth date and gender, checked like a registration and saved only when the platform accepts them. */
export function ProfileForm({ customer }: { customer: Customer }) {
  const [v, setV] = useState(() => initial(customer))
  const { errors, setErrors, edited } = useErrors<Errors>()
  const [note, setNote] = useState<Note>({ text: '', alert: false })
  const set = (k: keyof Values) => (value: string) => {
    edited(v, { ...v, [k]: value })
    setV({ ...v, [k]: value })
  }
  const submit = (ev: FormEvent) => {
    ev.preventDefault()
    const e = check(v)
    setErrors(e)
    if (!Object.keys(e).length) void save(customer, v, setNote)
  }

  return (
    <form className="vt-profile" onSubmit={submit} noValidate>
      <Field
        label={t('register.given_name')}
        name="given_name"
        autoComplete="given-name"
        value={v.given}
        announce
        error={fieldError(errors.given)}
        onValue={set('given')}
      />
      <Field
        label={t('register.middle_name')}
        name="middle_name"
        autoComplete="additional-name"
        value={v.middle}
        onValue={set('middle')}
      />
      <Field
        label={t('register.family_name')}
        name="family_name"
        autoComplete="family-name"
        value={v.family}
        onValue={set('family')}
      />
      <Field
        label={t('register.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={v.phone}
        announce
        error={fieldError(errors.phone)}
        onValue={set('phone')}
      />
      <Field
        label={`${t('register.birth_date')} (${t('register.birth_date_placeholder')})`}
        name="birth_date"
        inputMode="numeric"
        autoComplete="bday"
        value={v.birth}
        announce
        error={fieldError(errors.birth)}
        onValue={set('birth')}
      />
      <GenderSelect value={v.gender} onValue={set('gender')} />
      <button type="submit" className="vt-button vt-button--primary">
        {t('common.save')}
      </button>
      <p role={note.alert ? 'alert' : 'status'}>{note.text}</p>
    </form>
  )
}
