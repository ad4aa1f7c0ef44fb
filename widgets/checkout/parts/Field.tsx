import type { ReactNode } from 'react'
import { usePageId } from '../../ui/page-id'

interface Props {
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  placeholder?: string
  maxLength?: number
  /** 'characters' where letters are upper case anyway (an alphanumeric CNPJ): the keyboard offers capitals. */
  autoCapitalize?: 'characters'
  name?: string
  label: string
  value: string
  onValue(value: string): void
  /** Shown under the field, tied to it (aria-describedby) and marking it invalid. */
  error?: string
  hint?: ReactNode
}

/** A labelled input whose error is read with it; the form moves focus to the first field with an error. */
export function Field({ label, value, onValue, error, hint, type = 'text', ...input }: Props) {
  const id = usePageId()
  const errId = `${id}-err`
  return (
    <div className={`vt-field${error ? ' vt-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        type={type as 'text'}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errId : undefined}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
      {hint}
      {error ? (
        <p id={errId} className="vt-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Moves focus to the first invalid field inside `form` (after the render that marked it). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
