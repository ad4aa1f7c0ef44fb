import * as z from 'zod/mini'
import { DEFAULT_LANG } from './i18n/lang'
import { OBJECT_ID } from './ids'

// Production hosts; every one is overridable per page by a meta tag.
export const API_DEFAULTS = {
  store: 'https://api.e-com.plus/v1/',
  store_cache: 'https://ioapi.ecvol.com/{store_id}/v1/',
  passport: 'https://passport.e-com.plus/v1/',
  search: 'https://apx-search.e-com.plus/api/v1/',
  modules: 'https://apx-mods.e-com.plus/api/v1/',
  storefront: 'https://iostorefront.ecvol.com/api/v1/',
  graphs: 'https://apx-graphs.e-com.plus/api/v1/',
  platform: 'https://e-com.plus/api/v1/',
  platform_cache: 'https://io.ecvol.com/api/v1/'
} as const

export type ApiBaseName = keyof typeof API_DEFAULTS

const baseUrl = z
  .string()
  .check(z.refine((v) => /^(https?:\/\/|\/)/.test(v), 'must be an absolute http(s) URL or a path'))

const META_PREFIX = 'ecom:'
const API_PREFIX = 'api:'

export const Settings = z.object({
  lang: z._default(z.string().check(z.regex(/^[a-z]{2}(_[a-z]{2})?$/)), DEFAULT_LANG),
  currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'USD'),
  currency_symbol: z._default(z.string().check(z.minLength(1), z.maxLength(5)), '$'),
  country_code: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'US'),
  // No default: a store's carts, logins and orders must never go to another store because a theme mistyped its id.
  store_id: z.optional(z.number().check(z.int(), z.positive())),
  store_object_id: z.optional(z.string().check(z.regex(OBJECT_ID))),
  cart_key: z._default(z.string().check(z.minLength(1)), 'ecomShoppingCart'),
  /** Script of the external identity widget, loaded when the URL hash carries an OAuth answer. */
  identity_widget: z.optional(baseUrl),
  api: z.object({
    ...(Object.fromEntries(Object.entries(API_DEFAULTS).map(([k, v]) => [k, z._default(baseUrl, v)])) as {
      [K in ApiBaseName]: z.ZodMiniDefault<typeof baseUrl>
    }),
    // Host of identify, token and oauth-providers when a store runs its identity service apart from the passport;
    // absent means the passport host (filled in by parseSettings).
    identity: z.optional(baseUrl)
  })
})

export type Settings = Readonly<
  Omit<z.infer<typeof Settings>, 'api' | 'store_id'> & {
    /** NO_STORE_ID when the page has no valid `ecom:store_id`: then nothing calls the platform (storeIdError). */
    store_id: number
    api: Readonly<z.infer<typeof Settings>['api'] & { identity: string }>
  }
>

/** The store id of a page without a valid `ecom:store_id`: not a store, so the API client refuses every request. */
export const NO_STORE_ID = 0

/** Why the page cannot talk to the platform (no valid `ecom:store_id`), or undefined when it can. */
export function storeIdError(storeId: number): string | undefined {
  return Number.isInteger(storeId) && storeId > 0
    ? undefined
    : `[vitrine] ${META_PREFIX}store_id is missing or not a positive integer: nothing is sent to the platform`
}

/** An API base with its `{store_id}` placeholder filled in (hosts that scope by store in the URL). */
export function withStoreId(base: string, storeId: number): string {
  return base.replace('{store_id}', String(storeId))
}

/** Raw key/value pairs of the `<meta name="ecom:*">` tags. */
export function readMeta(doc: Pick<Document, 'querySelectorAll'>): Record<string, string> {
  const out: Record<string, string> = {}
  doc.querySelectorAll<HTMLMetaElement>(`meta[name^="${META_PREFIX}"]`).forEach((m) => {
    out[m.name.slice(META_PREFIX.length)] = m.content.trim()
  })
  return out
}

/**
 * Builds validated, frozen settings from meta values. A value that fails validation is dropped with a warning and its
 * default used instead: a theme typo in a cosmetic setting must not take the store down. The store's id is the
 * exception: it has no default, and without a valid one nothing calls the platform (storeIdError).
 */
export function parseSettings(meta: Record<string, string>, warn: (msg: string) => void = console.warn): Settings {
  const input: Record<string, unknown> = { api: {} }
  const api = input.api as Record<string, unknown>
  for (const [key, raw] of Object.entries(meta)) {
    // A base without its trailing slash would glue the path onto its last segment ('…/v1products.json').
    if (key.startsWith(API_PREFIX)) api[key.slice(API_PREFIX.length)] = raw.endsWith('/') ? raw : `${raw}/`
    // 'pt-BR', 'pt_BR' and 'PT_br' all mean pt_br.
    else if (key === 'lang') input[key] = raw.toLowerCase().replace('-', '_')
    else if (key === 'api')
      warn(`[vitrine] ignoring meta ${META_PREFIX}api (name one: ${META_PREFIX}${API_PREFIX}store)`)
    else if (key === 'store_id') input[key] = /^\d+$/.test(raw) ? Number(raw) : raw
    else input[key] = raw
  }
  let result = Settings.safeParse(input)
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [head, sub] = issue.path as [string, string?]
      warn(
        `[vitrine] ignoring invalid setting ${META_PREFIX}${head === 'api' ? API_PREFIX + sub : head}: ${issue.message}`
      )
      if (head === 'api' && sub) delete api[sub]
      else delete input[head]
    }
    result = Settings.safeParse(input)
  }
  const parsed = result.success ? result.data : Settings.parse({ api: {} })
  const settings = { ...parsed, store_id: parsed.store_id ?? NO_STORE_ID }
  const missing = storeIdError(settings.store_id)
  if (missing) warn(missing)
  const apiFrozen = Object.freeze(
    Object.fromEntries(
      Object.entries({ ...settings.api, identity: settings.api.identity ?? settings.api.passport }).map(([k, v]) => [
        k,
        withStoreId(String(v), settings.store_id)
      ])
    )
  )
  return Object.freeze({ ...settings, api: apiFrozen }) as Settings
}

/** Settings of the current page, read once. */
export function readSettings(doc: Document = document): Settings {
  return parseSettings(readMeta(doc))
}
