import type { ReactNode, RefObject } from 'react'

interface StepFormProps {
  /** The form element, for focusing the first invalid field after a failed submit. */
  formRef: RefObject<HTMLFormElement | null>
  title: string
  onSubmit(): void
  children: ReactNode
}

/**
 * One checkout step: a form with its heading. The browser's own validation bubbles are off (noValidate): each step
 * checks its fields with the store's rules and shows the Portuguese message next to the field.
 */
export function StepForm({ formRef, title, onSubmit, children }: StepFormProps) {
  return (
    <form
      ref={formRef}
      className="vt-checkout__step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <h2 tabIndex={-1} data-step-heading>
        {title}
      </h2>
      {children}
    </form>
  )
}
