import { useUid } from './use-uid'
import type { FieldError } from '../../../../core/account/profile-rules'
import { t } from '../../../../core/runtime'

interface Props {
  label: string
  name: string
  value: string
  error?: FieldError | null | undefined
  type?: 'text' | 'tel' | 'email'
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'text'
  onInput(value: string): void
}

/** A labelled text field whose message is tied to it (aria-describedby) and announced when it appears. */
export function Field({ label, name, value, error, type = 'text', autoComplete, inputMode, onInput }: Props) {
  const id = useUid()
  return (
    <div className="vt-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type as 'text'}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}e` : undefined}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      {error && (
        <span id={`${id}e`} className="vt-field__error" role="alert">
          {t(error)}
        </span>
      )}
    </div>
  )
}
