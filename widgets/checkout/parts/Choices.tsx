/** A labelled group of radio buttons (registry type, inscription type, gender). */
export function Choices<V extends string>({
  legend,
  name,
  options,
  value,
  onValue
}: {
  legend: string
  name: string
  /** Each value with its label, in order. */
  options: ReadonlyArray<readonly [V, string]>
  value: V | undefined
  onValue(value: V): void
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="vt-choice">
          <input type="radio" name={name} checked={value === v} onChange={() => onValue(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
