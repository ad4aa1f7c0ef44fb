import type { Facet } from '#core/search/parse'

interface Props {
  legend: string
  facets: Facet[]
  selected: readonly string[]
  onToggle(value: string): void
}

/**
 * One facet as labelled checkboxes in a fieldset. Selected values stay listed even when the answer has no bucket for
 * them (the aggregation only counts what the filters let through), or the shopper could not untick them.
 */
export function FacetGroup({ legend, facets, selected, onToggle }: Props) {
  const missing = selected.filter((value) => !facets.some((f) => f.key === value)).map((key) => ({ key, count: 0 }))
  const all = [...missing, ...facets]
  if (!all.length) return null
  return (
    <fieldset className="vt-facet">
      <legend>{legend}</legend>
      <ul role="list">
        {all.map(({ key, count }) => (
          <li key={key}>
            <label>
              <input type="checkbox" checked={selected.includes(key)} onChange={() => onToggle(key)} />
              <span>{key}</span>
              {count > 0 && <span className="vt-facet__count"> ({count})</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
