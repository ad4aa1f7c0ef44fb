import { useUid } from './use-uid'
import { useState } from 'react'
import { t } from '#core/page/context'
import { copyText } from '#widgets/ui/copy-text'

/** A code to type elsewhere (the boleto's line) with a copy button; when the clipboard fails, the shopper is told to copy it by hand. */
export function CopyCode({ label, code }: { label: string; code: string }) {
  const [note, setNote] = useState('')
  const id = useUid()
  const copy = async () => setNote(t((await copyText(code)) ? 'payment.copied' : 'error.clipboard'))
  return (
    <div className="vt-copy">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={code} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="vt-button" onClick={() => void copy()}>
        {t('payment.copy_code')}
      </button>
      <span role="status">{note}</span>
    </div>
  )
}
