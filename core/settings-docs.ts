// What each `<meta name="ecom:…">` of the settings schema (./settings) means, for the generated settings table of
// docs/settings.md and the README (node build.mjs --docs). Build time only: no page imports it.
export const SETTING_NOTES: Record<string, string> = {
  lang: 'two letters, optionally `_` or `-` and two more, in any case: lower-cased, with `-` read as `_` (`pt-BR`, `PT_br` and `pt_br` all read as `pt_br`); any other form is ignored with a warning. Labels: any value starting with `en` gets English, anything else Portuguese. The value is also the locale of numbers, money and dates (`es_ar` keeps Portuguese labels but Argentine formats)',
  currency: 'ISO 4217',
  currency_symbol: 'used only when Intl cannot format',
  country_code: 'ISO 3166 alpha-2',
  store_id: 'required, a positive integer; missing or invalid, the suite sends nothing to the platform',
  store_object_id: '24 hex characters',
  cart_key: 'localStorage key of the cart (the store id is appended: `_1011`)',
  identity_widget: 'script loaded when the URL hash carries `access_token=` or `error=access_denied`',
  identity:
    'a separate host for identify, token and oauth-providers (default: the passport host); when it differs from the passport host, customer data is saved at `customers/{id}.json` instead of `api/me.json`'
}

/** Every API host: an absolute URL or a path, `{store_id}` replaced. */
export const API_NOTE = 'absolute URL or path; `{store_id}` is replaced'
