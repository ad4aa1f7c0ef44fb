import type { ReactNode } from 'react'
import type { FieldError } from '#core/account/profile-rules'
import { t } from '#core/page/context'
import { usePageId } from '#widgets/ui/page-id'

interface Props {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  placeholder?: string
  maxLength?: number
  /** 'characters' where letters are upper case anyway (an alphanumeric CNPJ): the keyboard offers capitals. */
  autoCapitalize?: 'characters'
  name?: string
  label: string
  value: string
  onValue(value: string): void
  /** Shown under the field, tied to it (aria-describedby) and marking it invalid. */
  error?: string | undefined
  /**
   * The error is also announced as it appears (role=alert): for forms that do not move focus to their first invalid
   * field (the account's), so the message is heard where the shopper is.
   */
  announce?: boolean
  /** The id of an error said elsewhere (a refusal with its own action): the field is marked invalid and tied to it. */
  errorShownIn?: string | undefined
  hint?: ReactNode
}

/**
 * The one labelled input of the checkout and the account: its error is tied to it (aria-describedby) and marks it
 * invalid; a checkout form moves focus to the first field with an error, an account form announces it.
 */
export function Field({ label, value, onValue, error, announce, errorShownIn, hint, type = 'text', ...input }: Props) {
  const id = usePageId()
  const errId = errorShownIn ?? `${id}-err`
  return (
    <div className={`vt-field${error ? ' vt-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        type={type as 'text'}
        id={id}
        value={value}
        aria-invalid={error || errorShownIn ? true : undefined}
        aria-describedby={error || errorShownIn ? errId : undefined}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
      />
      {hint}
      {error ? (
        <p id={errId} className="vt-field__error" role={announce ? 'alert' : undefined}>
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

/** A rule's error key as the field shows it (in the store's language), or none. */
export const fieldError = (error: FieldError | null | undefined): string | undefined => (error ? t(error) : undefined)
