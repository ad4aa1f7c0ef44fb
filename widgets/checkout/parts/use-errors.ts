import { useState } from 'react'

type Errors = Partial<Record<string, unknown>>

/**
 * A form's field errors. A failed submit sets them; editing a field takes its error away, since the value that was
 * checked is gone: "CPF inválido" and aria-invalid left next to a corrected CPF would tell the shopper, and a screen
 * reader, something false. The next submit checks every field again.
 */
export function useErrors<E extends Errors>() {
  const [errors, setErrors] = useState<E>({} as E)
  /** Drops the error of every field whose value differs between `before` and `after`. */
  const edited = <V extends object>(before: V | undefined, after: V | undefined) =>
    setErrors((e) => {
      const keys = Object.keys(e).filter(
        (k) =>
          (before as Record<string, unknown> | undefined)?.[k] !== (after as Record<string, unknown> | undefined)?.[k]
      )
      if (!keys.length) return e
      const rest = { ...e }
      for (const k of keys) delete rest[k]
      return rest
    })
  return { errors, setErrors, edited }
}
