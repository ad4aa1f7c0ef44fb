import * as z from 'zod/mini'

// CEP → street, borough, city, state, from the lookup service the page names (data-cep-lookup on the checkout
// element, "{cep}" replaced). Any failure answers null: the shopper just types the fields.

const CepAnswer = z.looseObject({
  street: z.optional(z.string()),
  borough: z.optional(z.string()),
  city: z.optional(z.string()),
  province_code: z.optional(z.string())
})
export type CepAnswer = z.infer<typeof CepAnswer>

let template = ''
export const setCepLookup = (url: string | undefined) => {
  template = url ?? ''
}

export async function lookupCep(zip: string): Promise<CepAnswer | null> {
  if (!template || !/^\d{8}$/.test(zip)) return null
  try {
    const res = await fetch(template.replace('{cep}', zip), { signal: AbortSignal.timeout(5000) })
    if (!res.ok) return null
    const parsed = CepAnswer.safeParse(await res.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
