import { reportBadOption } from './option-error'

const RESERVED = new Set(['widget', 'load', 'widgetState'])
/** How the report names the options script. */
const SCRIPT = '<script type="application/json">'

/**
 * Options of a widget element: its `data-*` attributes (camelCased, minus the loader's own) merged with the JSON of a
 * child `<script type="application/json">`, which wins. A script that is not a JSON object is reported like any bad
 * option and ignored (the attributes still apply), never thrown.
 */
export function readOptions(el: HTMLElement): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(el.dataset)) if (!RESERVED.has(k)) out[k] = v
  const script = el.querySelector(':scope > script[type="application/json"]')
  if (!script?.textContent) return out
  const widget = el.dataset.widget ?? 'widget'
  let json: unknown
  try {
    json = JSON.parse(script.textContent)
  } catch (e) {
    reportBadOption(widget, SCRIPT, String(e), el)
    return out
  }
  if (json && typeof json === 'object' && !Array.isArray(json)) Object.assign(out, json)
  else reportBadOption(widget, SCRIPT, 'must hold a JSON object', el)
  return out
}
