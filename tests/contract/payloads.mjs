// The contract check's pure parts: recorded payloads -> a TypeScript file that assigns each to its published type
// (object literals, one property a line, so excess-property checks catch fields the schema lacks and every error
// line names a field), tsc's output -> mismatches by payload kind, direction and field, and the verdict per kind.

/** `items[3].price` -> `items[].price`: one field, whatever the line. @param {string} path */
export const fieldOf = (path) => path.replace(/\[\d+\]/g, '[]')

/**
 * Applies the allowed deviations (exceptions.json) to a copy of a payload: `extra` drops a field the published type
 * lacks, `unwrap` replaces an object by its fields merged with one of its fields' contents (Elasticsearch's `_source`),
 * `replace` sets a field to `value`, `default` sets it only when absent.
 * @param {unknown} value
 * @param {{ field: string, action: 'extra' | 'unwrap' | 'replace' | 'default', value?: unknown }[]} rules already
 *   filtered to the payload's kind and direction
 */
export function applyExceptions(value, rules) {
  const copy = structuredClone(value)
  for (const rule of rules) {
    const steps = rule.field.split('.')
    const last = steps.pop()
    for (const holder of walk(copy, steps)) {
      if (!holder || typeof holder !== 'object' || !last) continue
      if (rule.action === 'extra') delete holder[last]
      else if (rule.action === 'replace' && last in holder) holder[last] = structuredClone(rule.value)
      else if (rule.action === 'default' && !(last in holder)) holder[last] = structuredClone(rule.value)
      else if (rule.action === 'unwrap' && holder[last] && typeof holder[last] === 'object') {
        const inner = holder[last]
        delete holder[last]
        Object.assign(holder, inner)
      }
    }
  }
  return copy
}

/** The objects a dotted path with `[]` steps reaches. @param {any} value @param {string[]} steps @returns {any[]} */
function walk(value, steps) {
  let current = [value]
  for (const step of steps) {
    const many = step.endsWith('[]')
    const key = many ? step.slice(0, -2) : step
    current = current.flatMap((v) => {
      const next = v && typeof v === 'object' ? v[key] : undefined
      if (!many) return next === undefined ? [] : [next]
      return Array.isArray(next) ? next : []
    })
  }
  return current
}

/**
 * Writes `value` as a TypeScript literal, one property or element a line; `lines[i]` is the JSON path of line i.
 * @param {unknown} value @param {string} path @param {string} indent @param {{ text: string[], paths: string[] }} out
 * @param {string} head what precedes the value on its first line
 * @param {string} tail what follows the value on its last line
 */
function literal(value, path, indent, out, head, tail) {
  const isArray = Array.isArray(value)
  if (value === null || typeof value !== 'object') {
    out.text.push(`${indent}${head}${JSON.stringify(value ?? null)}${tail}`)
    out.paths.push(path)
    return
  }
  const entries = isArray ? value.map((v, i) => [i, v]) : Object.entries(value)
  if (entries.length === 0) {
    out.text.push(`${indent}${head}${isArray ? '[]' : '{}'}${tail}`)
    out.paths.push(path)
    return
  }
  out.text.push(`${indent}${head}${isArray ? '[' : '{'}`)
  out.paths.push(path)
  for (const [key, v] of entries) {
    const childPath = isArray ? `${path}[${key}]` : path ? `${path}.${key}` : String(key)
    literal(v, childPath, `${indent}  `, out, isArray ? '' : `${JSON.stringify(key)}: `, ',')
  }
  out.text.push(`${indent}${isArray ? ']' : '}'}${tail}`)
  out.paths.push(path)
}

/**
 * @typedef {{ kind: string, direction: 'request' | 'response', value: unknown }} Payload
 * @typedef {{ payload: number, path: string }} LineInfo
 */

/**
 * The generated check: one constant per payload, typed by `Contract[kind][direction]` from `typesModule`.
 * @param {Payload[]} payloads @param {string} typesModule import specifier of contract-types
 * @returns {{ source: string, lines: (LineInfo | null)[] }} lines[i] is about line i + 1
 */
export function generate(payloads, typesModule) {
  const out = { text: [`import type { Contract } from ${JSON.stringify(typesModule)}`], paths: [''] }
  /** @type {(LineInfo | null)[]} */
  const lines = [null]
  payloads.forEach((p, i) => {
    const start = out.text.length
    const type = `Contract[${JSON.stringify(p.kind)}][${JSON.stringify(p.direction)}]`
    literal(p.value, '', '', out, `export const p${i}: ${type} = `, '')
    for (let l = start; l < out.text.length; l++) lines.push({ payload: i, path: out.paths[l] ?? '' })
  })
  return { source: `${out.text.join('\n')}\n`, lines }
}

/**
 * @typedef {{ kind: string, direction: string, field: string, code: string, message: string, payload?: number,
 *   path?: string }} Mismatch  payload and path: the payload's index and the concrete path (`items[3].slug`)
 */

/**
 * Deletes the field at a concrete path (`result[3].specs`) from a payload, so the next round of tsc reports the
 * object's next extra field (tsc names one extra property per object literal). @param {any} value @param {string} path
 */
export function removeAt(value, path) {
  const steps = path.match(/[^.[\]]+/g) ?? []
  const last = steps.pop()
  let holder = value
  for (const step of steps) holder = holder?.[/^\d+$/.test(step) ? Number(step) : step]
  if (holder && typeof holder === 'object' && last !== undefined) delete holder[last]
}

/**
 * tsc's `--pretty false` output -> mismatches. A missing property is reported on its parent's line and named in the
 * message; an extra one on its own line.
 * @param {string} output @param {(LineInfo | null)[]} lines @param {Payload[]} payloads @param {string} fileName
 * @returns {{ mismatches: Mismatch[], unplaced: string[] }}
 */
export function parseTsc(output, lines, payloads, fileName) {
  /** @type {Mismatch[]} */
  const mismatches = []
  /** @type {string[]} */
  const unplaced = []
  const blocks = output.split(/\r?\n(?=\S)/).filter((b) => b.trim())
  for (const block of blocks) {
    const m = /^(.*?)\((\d+),(\d+)\): error (TS\d+): ([\s\S]*)$/.exec(block.trim())
    const info = m?.[1]?.endsWith(fileName) ? lines[Number(m[2]) - 1] : null
    const payload = info ? payloads[info.payload] : null
    if (!m || !info || !payload) {
      unplaced.push(block.trim())
      continue
    }
    const message = (m[5] ?? '')
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean)
    const missing = /Property '([^']+)' is missing/.exec(message.join(' '))
    const base = fieldOf(info.path)
    const field = missing ? (base ? `${base}.${missing[1]}` : String(missing[1])) : base || '(root)'
    const code = missing ? 'missing' : /may only specify known properties/.test(message[0] ?? '') ? 'extra' : 'type'
    mismatches.push({
      kind: payload.kind,
      direction: payload.direction,
      field,
      code,
      message: message.join(' / '),
      payload: info.payload,
      path: info.path
    })
  }
  return { mismatches, unplaced }
}

/** @param {{ kind: string, direction: string, field: string, code: string }} m */
export const driftKey = (m) => `${m.kind} ${m.direction} ${m.field} ${m.code}`

/**
 * The verdict per payload kind. A mismatch listed in known-drift.json is tolerated (and shown as not yet fixed);
 * any other fails its kind; a listed drift that no longer occurs fails too, so the list only shrinks. With `partial`
 * (a run of some specs only) a listed drift that did not occur is not judged.
 * @param {string[]} kinds every kind the contract knows
 * @param {Set<string>} recorded kinds with at least one recorded payload
 * @param {Mismatch[]} mismatches
 * @param {{ kind: string, direction: string, field: string, code: string }[]} drift
 * @param {{ partial?: boolean }} [options]
 */
export function judge(kinds, recorded, mismatches, drift, { partial = false } = {}) {
  const listed = new Set(drift.map(driftKey))
  const seen = new Set(mismatches.map(driftKey))
  return kinds.map((kind) => {
    const mine = mismatches.filter((m) => m.kind === kind)
    const fresh = mine.filter((m) => !listed.has(driftKey(m)))
    const known = mine.filter((m) => listed.has(driftKey(m)))
    const gone = partial ? [] : drift.filter((d) => d.kind === kind && !seen.has(driftKey(d)))
    const problems = [
      ...(recorded.has(kind) ? [] : ['no payload recorded']),
      ...uniqueBy(fresh, driftKey).map((m) => `new mismatch: ${m.direction} ${m.field}: ${m.message}`),
      ...gone.map((d) => `listed drift no longer occurs (remove it from known-drift.json): ${driftKey(d)}`)
    ]
    return { kind, ok: problems.length === 0, problems, known: uniqueBy(known, driftKey), errors: mine.length }
  })
}

/** @template T @param {T[]} list @param {(t: T) => string} key */
function uniqueBy(list, key) {
  const byKey = new Map()
  for (const x of list) if (!byKey.has(key(x))) byKey.set(key(x), x)
  return [...byKey.values()]
}
