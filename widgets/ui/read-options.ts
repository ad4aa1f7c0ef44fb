const RESERVED = new Set(['widget', 'load', 'widgetState'])

/**
 * Options of a widget element: its `data-*` attributes (camelCased, minus the loader's own) merged with the JSON of a
 * child `<script type="application/json">`, which wins. Broken JSON is reported and ignored, never thrown.
 */
export function readOptions(el: HTMLElement): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(el.dataset)) if (!RESERVED.has(k)) out[k] = v
  const script = el.querySelector(':scope > script[type="application/json"]')
  if (script?.textContent) {
    try {
      const json: unknown = JSON.parse(script.textContent)
      if (json && typeof json === 'object' && !Array.isArray(json)) Object.assign(out, json)
      else console.warn('[vitrine] widget options JSON must be an object', el)
    } catch (e) {
      console.warn('[vitrine] invalid widget options JSON ignored', el, e)
    }
  }
  return out
}
