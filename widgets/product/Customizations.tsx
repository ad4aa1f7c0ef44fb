import { usePageId } from '../ui/page-id'
import type { Customization } from '#core/schemas/product'
import { money, t } from '#core/page/context'

// A personalised text longer than this is cut: the platform stores it on the order line.
const MAX_TEXT = 70

interface Props {
  list: Customization[]
  values: Record<string, string>
  base: number
  onChange(id: string, value: string): void
}

/** One field per customization: free text, or a checkbox for a single-option one; its price addition beside it. */
export function Customizations({ list, values, base, onChange }: Props) {
  return (
    <fieldset className="vt-product__custom">
      <legend>{t('product.customization')}</legend>
      {list.map((c, i) => (
        <Field
          key={c._id ?? i}
          c={c}
          value={values[c._id ?? String(i)] ?? ''}
          base={base}
          onChange={(v) => onChange(c._id ?? String(i), v)}
        />
      ))}
    </fieldset>
  )
}

function addition(c: Customization, base: number): number {
  const a = c.add_to_price
  if (!a || !(a.addition > 0)) return 0
  return a.type === 'percentage' ? Math.round(base * a.addition) / 100 : a.addition
}

function Field({
  c,
  value,
  base,
  onChange
}: {
  c: Customization
  value: string
  base: number
  onChange(v: string): void
}) {
  const id = usePageId()
  const add = addition(c, base)
  const extra = add ? ` (${t('product.customization_price', { value: money(add) })})` : ''
  if (!c.custom_value && c.options?.length === 1) {
    const option = c.options[0]!
    return (
      <div className="vt-product__custom-field">
        <input
          id={id}
          type="checkbox"
          checked={value === option}
          onChange={(e) => onChange(e.currentTarget.checked ? option : '')}
        />
        <label htmlFor={id}>
          {c.label ?? option}
          {extra}
        </label>
      </div>
    )
  }
  return (
    <div className="vt-product__custom-field">
      <label htmlFor={id}>
        {c.label}
        {extra}
      </label>
      <input id={id} type="text" maxLength={MAX_TEXT} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  )
}
