import { useRef, useState } from 'react'
import { buyerErrors, type BuyerDraft } from '../../../../core/checkout/registration'
import { t } from '../../../../core/runtime'
import { Field, focusFirstInvalid } from '../../parts/Field'
import { $draft, patchDraft } from '../../state/draft'
import { StepForm } from '../../parts/StepForm'

/** Registration data of a visitor or a customer whose record lacks it; messages in Portuguese next to each field. */
export function BuyerForm({ next }: { next(): void }) {
  const [b, setB] = useState<BuyerDraft>($draft.get().buyer)
  const [errors, setErrors] = useState<ReturnType<typeof buyerErrors>>({})
  const form = useRef<HTMLFormElement>(null)
  const set = (k: keyof BuyerDraft) => (v: string) => {
    const nb = { ...b, [k]: v }
    setB(nb)
    patchDraft({ buyer: nb })
  }
  const err = (k: keyof BuyerDraft) => (errors[k] ? t(errors[k]!) : undefined)
  const submit = () => {
    const e = buyerErrors(b)
    setErrors(e)
    if (Object.keys(e).length) return focusFirstInvalid(form.current)
    next()
  }
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
      <fieldset>
        <legend>{t('register.registry_type')}</legend>
        {(['p', 'j'] as const).map((r) => (
          <label key={r} className="vt-choice">
            <input type="radio" name="registry" checked={b.registry === r} onChange={() => set('registry')(r)} />
            {t(`register.registry_${r}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t(b.registry === 'p' ? 'register.cpf' : 'register.cnpj')}
        value={b.doc}
        onValue={set('doc')}
        error={err('doc')}
        autoComplete="off"
        inputMode="numeric"
        maxLength={18}
      />
      {b.registry === 'j' ? (
        <>
          <Field
            label={t('register.corporate_name')}
            value={b.corporate}
            onValue={set('corporate')}
            error={err('corporate')}
            autoComplete="organization"
            inputMode="text"
          />
          <fieldset>
            <legend>{t('register.inscription_type')}</legend>
            {(['State', 'Municipal'] as const).map((r) => (
              <label key={r} className="vt-choice">
                <input
                  type="radio"
                  name="inscription"
                  checked={b.inscriptionType === r}
                  onChange={() => set('inscriptionType')(r)}
                />
                {t(r === 'State' ? 'register.inscription_state' : 'register.inscription_municipal')}
              </label>
            ))}
          </fieldset>
          <Field
            label={t('register.inscription_number')}
            value={b.inscriptionNumber}
            onValue={set('inscriptionNumber')}
            autoComplete="off"
            inputMode="numeric"
          />
        </>
      ) : null}
      <Field
        label={t('register.phone')}
        type="tel"
        value={b.phone}
        onValue={set('phone')}
        error={err('phone')}
        autoComplete="tel"
        inputMode="tel"
      />
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
      <fieldset>
        <legend>{t('register.gender')}</legend>
        {(['f', 'm', 'x'] as const).map((g) => (
          <label key={g} className="vt-choice">
            <input type="radio" name="gender" checked={b.gender === g} onChange={() => set('gender')(g)} />
            {t(`register.gender_${g}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="vt-button vt-button--primary">
        {t('checkout.continue')}
      </button>
    </StepForm>
  )
}
