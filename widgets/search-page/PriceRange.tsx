import { type FormEvent, useEffect, useRef } from 'react'
import { t } from '#core/page/context'
import { withPrice } from '#core/search/refine'
import type { UrlState } from '#core/search/url'

interface Props {
  state: UrlState
  /** Price bounds of the current answer, as hints. */
  min: number | null
  max: number | null
  onChange(next: UrlState): void
}

/** Applied on submit, not per keystroke: a search per digit typed would be noise and cost requests. */
export function PriceRange({ state, min, max, onChange }: Props) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    onChange(withPrice(state, String(data.get('price_min') ?? ''), String(data.get('price_max') ?? '')))
  }
  // Back/forward changes the applied bounds: the fields show them again. Written into the same fields rather than
  // remounting the form (a key), which dropped focus to <body> after every Enter or "Aplicar filtros".
  const low = useRef<HTMLInputElement>(null)
  const high = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (low.current) low.current.value = String(state.priceMin ?? '')
    if (high.current) high.current.value = String(state.priceMax ?? '')
  }, [state.priceMin, state.priceMax])
  const hint = (v: number | null) => (v === null ? undefined : String(Math.floor(v)))
  return (
    <form className="vt-facet vt-price-range" onSubmit={submit}>
      <fieldset>
        <legend>{t('search.price_range')}</legend>
        <label>
          <span>{t('search.price_min')}</span>
          <input
            ref={low}
            name="price_min"
            inputMode="decimal"
            defaultValue={state.priceMin ?? ''}
            placeholder={hint(min)}
          />
        </label>
        <label>
          <span>{t('search.price_max')}</span>
          <input
            ref={high}
            name="price_max"
            inputMode="decimal"
            defaultValue={state.priceMax ?? ''}
            placeholder={hint(max === null ? null : Math.ceil(max))}
          />
        </label>
        <button type="submit" className="vt-button">
          {t('search.apply_filters')}
        </button>
      </fieldset>
    </form>
  )
}
