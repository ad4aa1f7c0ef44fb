import { reportBadOption } from './option-error'

const RESERVED = new Set(['widget', 'load', 'widgetState'])
/** How a report names the options script. */
export const OPTIONS_SCRIPT = '<script type="application/json">'
const JSON_KEYS = Symbol()
type Raw = Record<string, unknown> & { [JSON_KEYS]?: Set<string> }

/** The options that came from the element's JSON script (an error names them as written there). */
export const fromJson = (raw: Raw): Set<string> => raw[JSON_KEYS] ?? new Set()

/**
 * Options of a widget element: its `data-*` attributes (camelCased, minus the loader's own) merged with the JSON of a
 * child `<script type="application/json">`, which wins. A script that is not a JSON object is reported like any bad
 * option and ignored (the attributes still apply), never thrown.
 */
export function readOptions(el: HTMLElement): Record<string, unknown> {
  const out: Raw = {}
  for (const [k, v] of Object.entries(el.dataset)) if (!RESERVED.has(k)) out[k] = v
  const script = el.querySelector(':scope > script[type="application/json"]')
  if (!script?.textContent) return out
  const widget = el.dataset.widget ?? 'widget'
  let json: unknown
  try {
    json = JSON.parse(script.textContent)
  } catch (e) {
    reportBadOption(widget, OPTIONS_SCRIPT, String(e), el)
    return out
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) {
    Object.assign(out, json)
    // Not enumerable: the options themselves stay a plain record.
    Object.defineProperty(out, JSON_KEYS, { value: new Set(Object.keys(json)) })
  } else reportBadOption(widget, OPTIONS_SCRIPT, 'must hold a JSON object', el)
  return out
}
