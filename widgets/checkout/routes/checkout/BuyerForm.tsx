import { useRef, useState } from 'react'
import { useErrors } from '#widgets/checkout/parts/use-errors'
import { buyerErrors, type BuyerDraft } from '#core/checkout/registration'
import { maskDoc } from '#core/checkout/documents'
import { settings, t } from '#core/page/context'
import { Field, focusFirstInvalid } from '#widgets/checkout/parts/Field'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { Choices } from '#widgets/checkout/parts/Choices'
import { StepForm } from '#widgets/checkout/parts/StepForm'
import { maskCnpj, maskCpf, maskDate, maskPhone } from '#core/checkout/masks'

type Errors = ReturnType<typeof buyerErrors>
type Set = (k: keyof BuyerDraft) => (v: string) => void

/** Document, phone and birth date as written on paper, whether typed, pasted or read from the customer's record. */
function masked(b: BuyerDraft, k: keyof BuyerDraft, v: string): string {
  if (k === 'doc') return b.registry === 'j' ? maskCnpj(v) : maskCpf(v)
  // Laid out as a Brazilian number in Brazil only; elsewhere kept as typed (+1 503 555 0142).
  if (k === 'phone') return settings.country_code === 'BR' ? maskPhone(v) : v
  if (k === 'birth') return maskDate(v, settings.country_code)
  return v
}

const maskAll = (b: BuyerDraft): BuyerDraft => ({
  ...b,
  doc: masked(b, 'doc', b.doc),
  phone: masked(b, 'phone', b.phone),
  birth: masked(b, 'birth', b.birth)
})

/** The buyer being typed, kept in the draft at every key (a reload keeps it), and its field errors. */
function useBuyer(next: () => void) {
  const [b, setB] = useState<BuyerDraft>(() => maskAll($draft.get().buyer))
  const { errors, setErrors, edited } = useErrors<Errors>()
  const form = useRef<HTMLFormElement>(null)
  const set: Set = (k) => (v) => {
    // A company has no birth date or gender: none kept from before the switch goes with the order.
    const raw =
      k === 'registry' && v === 'j'
        ? { ...b, registry: 'j' as const, birth: '', gender: '' as const }
        : { ...b, [k]: v }
    // A change of person type masks the document typed so far the other way.
    const nb = k === 'registry' ? maskAll(raw) : { ...raw, [k]: masked(raw, k, v) }
    edited(b, nb)
    setB(nb)
    patchDraft({ buyer: nb })
  }
  const err = (k: keyof BuyerDraft) => (errors[k] ? t(errors[k]!) : undefined)
  const submit = () => {
    const e = buyerErrors(b, settings.country_code)
    setErrors(e)
    if (Object.keys(e).length) return focusFirstInvalid(form.current)
    next()
  }
  return { b, set, err, submit, form }
}

/** A legal person's company name and state or municipal inscription. */
function CompanyFields({ b, set, err }: { b: BuyerDraft; set: Set; err(k: keyof BuyerDraft): string | undefined }) {
  return (
    <>
      <Field
        label={t('register.corporate_name')}
        value={b.corporate}
        onValue={set('corporate')}
        error={err('corporate')}
        autoComplete="organization"
        inputMode="text"
      />
      <Choices
        legend={t('register.inscription_type')}
        name="inscription"
        options={[
          ['State', t('register.inscription_state')],
          ['Municipal', t('register.inscription_municipal')]
        ]}
        value={b.inscriptionType}
        onValue={set('inscriptionType')}
      />
      <Field
        label={t('register.inscription_number')}
        value={b.inscriptionNumber}
        onValue={set('inscriptionNumber')}
        autoComplete="off"
        inputMode="numeric"
      />
    </>
  )
}

/** Registration data of a visitor or a customer whose record lacks it; messages in Portuguese next to each field. */
export function BuyerForm({ next }: { next(): void }) {
  const { b, set, err, submit, form } = useBuyer(next)
  return (
    <StepForm formRef={form} title={t('checkout.customer')} onSubmit={submit}>
      <Field
        label={t('register.email')}
        type="email"
        value={b.email}
        onValue={set('email')}
        error={err('email')}
        autoComplete="email"
        inputMode="email"
      />
      <Field
        label={t('register.full_name')}
        value={b.name}
        onValue={set('name')}
        error={err('name')}
        autoComplete="name"
        inputMode="text"
      />
      {/* A CPF or CNPJ is Brazil's: a store elsewhere asks for none. */}
      {settings.country_code === 'BR' ? <DocumentFields b={b} set={set} err={err} /> : null}
      <PersonFields b={b} set={set} err={err} />
      {/* Birth date and gender are a person's: a company is not asked them. */}
      {b.registry === 'p' ? <BirthAndGender b={b} set={set} err={err} /> : null}
      <button type="submit" className="vt-button vt-button--primary">
        {t('checkout.continue')}
      </button>
    </StepForm>
  )
}

/** Person or company, its CPF or CNPJ, and a company's own fields. */
function DocumentFields({ b, set, err }: { b: BuyerDraft; set: Set; err(k: keyof BuyerDraft): string | undefined }) {
  return (
    <>
      <Choices
        legend={t('register.registry_type')}
        name="registry"
        options={[
          ['p', t('register.registry_p')],
          ['j', t('register.registry_j')]
        ]}
        value={b.registry}
        onValue={set('registry')}
      />
      <Field
        label={t(b.registry === 'p' ? 'register.cpf' : 'register.cnpj')}
        value={b.doc}
        onValue={(v) => set('doc')(maskDoc(b.registry, v))}
        error={err('doc')}
        autoComplete="off"
        // A CNPJ may hold letters (12.ABC.345/01DE-35): a text keyboard, in capitals; a CPF is digits only.
        inputMode={b.registry === 'j' ? 'text' : 'numeric'}
        autoCapitalize={b.registry === 'j' ? 'characters' : undefined}
        maxLength={18}
      />
      {b.registry === 'j' ? <CompanyFields b={b} set={set} err={err} /> : null}
    </>
  )
}

/** The phone, asked of everyone. */
function PersonFields({ b, set, err }: { b: BuyerDraft; set: Set; err(k: keyof BuyerDraft): string | undefined }) {
  return (
    <Field
      label={t('register.phone')}
      type="tel"
      value={b.phone}
      onValue={set('phone')}
      error={err('phone')}
      autoComplete="tel"
      inputMode="tel"
      // Room for a pasted '0055 11 98765-4321': the mask reads the country code off before it lays the number out.
      maxLength={20}
    />
  )
}

/** Birth date and gender (optional), for a person. */
function BirthAndGender({ b, set, err }: { b: BuyerDraft; set: Set; err(k: keyof BuyerDraft): string | undefined }) {
  return (
    <>
      <Field
        label={t('register.birth_date')}
        value={b.birth}
        onValue={set('birth')}
        error={err('birth')}
        autoComplete="bday"
        inputMode="numeric"
        placeholder={t('register.birth_date_placeholder')}
        maxLength={10}
      />
      <Choices
        legend={t('register.gender')}
        name="gender"
        options={[
          ['f', t('register.gender_f')],
          ['m', t('register.gender_m')],
          ['x', t('register.gender_x')]
        ]}
        value={b.gender}
        onValue={set('gender')}
      />
    </>
  )
}
