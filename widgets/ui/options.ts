import type * as z from 'zod/mini'

type Shape = Record<string, z.ZodMiniType>

/**
 * Validates a widget's options one by one: a bad option is reported with the element and dropped (the widget uses its
 * default for it), while the good ones still apply. A theme's typo never breaks the page.
 */
export function parseOptions<S extends Shape>(shape: S, raw: Record<string, unknown>, widget: string, el: HTMLElement) {
  const out: Partial<{ [K in keyof S]: z.output<S[K]> }> = {}
  for (const key of Object.keys(shape) as (keyof S & string)[]) {
    if (raw[key] === undefined) continue
    const r = shape[key]!.safeParse(raw[key])
    if (r.success) out[key] = r.data as z.output<S[typeof key]>
    else console.error(`[vitrine] ${widget}: option "${key}" is invalid (${JSON.stringify(raw[key]).slice(0, 60)}); using the default`, el)
  }
  return out
}
