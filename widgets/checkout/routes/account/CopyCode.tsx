import { useUid } from './use-uid'
import { useState } from 'react'
import { t } from '../../../../core/runtime'

/** A code to type elsewhere (the boleto's line) with a copy button; when the clipboard fails, the shopper is told to copy it by hand. */
export function CopyCode({ label, code }: { label: string; code: string }) {
  const [note, setNote] = useState('')
  const id = useUid()
  const copy = () => {
    ;(navigator.clipboard?.writeText(code) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setNote(t('payment.copied')),
      (e) => {
        console.warn('[vitrine] clipboard', e)
        setNote(t('error.clipboard'))
      }
    )
  }
  return (
    <div className="vt-copy">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="vt-button" onClick={copy}>
        {t('payment.copy_code')}
      </button>
      <span role="status">{note}</span>
    </div>
  )
}
