export type LabelParams = Readonly<Record<string, string | number>>

const PLACEHOLDER = /\{(\w+)\}/g

// A placeholder without a value becomes empty rather than showing "{name}" braces to shoppers.
export function interpolate(text: string, params?: LabelParams): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = params?.[name]
    return value === undefined ? '' : String(value)
  })
}
