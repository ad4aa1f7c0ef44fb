// The build's size lines against budgets.json (`chunks`) and against their last committed figures (sizes.json):
// pure functions, so what the build prints and fails on is tested (tests/unit/build/size-report.test.ts). The page
// weight spec holds pages to the same room rule.

/** A line's ceiling: its own, else its kind's (`chunk:<name>` falls back to `chunk`), else none. */
export const ceilingOf = (budgets, name) => budgets[name] ?? budgets[name.split(':')[0]]

/**
 * Every budgeted figure keeps at least this share of room under its ceiling: a line that grows into the last 5 %
 * fails, so a figure that moves by a few bytes (a new label, a hash) never decides whether a commit passes.
 */
export const ROOM = 0.05

/** True when `bytes` leaves less than ROOM under `ceiling`. */
export const tooTight = (bytes, ceiling) => bytes * (1 + ROOM) > ceiling

/** The room a figure leaves under its ceiling, in whole percent of the figure. */
export const roomOf = (bytes, ceiling) => Math.floor((100 * (ceiling - bytes)) / bytes)

/** One row per line: name, bytes, ceiling, change since `before` (undefined: a new line); lines gone are listed too. */
export function compare(lines, budgets, before) {
  const rows = Object.entries(lines).map(([name, bytes]) => ({
    name,
    bytes,
    ceiling: ceilingOf(budgets, name),
    change: before[name] === undefined ? undefined : bytes - before[name]
  }))
  const gone = Object.keys(before).filter((name) => !(name in lines))
  return { rows, gone, broken: rows.filter((r) => r.ceiling !== undefined && tooTight(r.bytes, r.ceiling)) }
}

const signed = (n) => (n === undefined ? 'new' : n > 0 ? `+${n}` : String(n))

/** The table the build prints. */
export function printable({ rows, gone }) {
  const pad = (s, n) => String(s).padStart(n)
  const room = (r) => (r.ceiling === undefined ? '' : `${roomOf(r.bytes, r.ceiling)} %`)
  return [
    `${'line'.padEnd(26)} ${pad('gzip B', 8)} ${pad('ceiling', 8)} ${pad('room', 6)} ${pad('vs HEAD', 8)}`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(26)} ${pad(r.bytes, 8)} ${pad(r.ceiling ?? '', 8)} ${pad(room(r), 6)} ${pad(signed(r.change), 8)}`
    ),
    ...gone.map((name) => `${name.padEnd(26)} ${pad('gone', 8)}`)
  ].join('\n')
}

/** The Markdown table docs/budgets.md shows between its markers (`node build.mjs --docs` writes it). */
export function markdown({ rows }, pages) {
  const room = (r) => (r.ceiling === undefined ? '' : `${roomOf(r.bytes, r.ceiling)} %`)
  const kb = (n) => (n / 1024).toFixed(1)
  return [
    '| page | ceiling (KB gzip) |',
    '|---|---|',
    ...Object.entries(pages)
      .filter(([name]) => !name.startsWith('$'))
      .map(
        ([name, p]) =>
          `| ${name} | ${p.before ? `${kb(p.before)} before scroll (${p.files} files), ` : ''}${kb(p.after)} after |`
      ),
    '',
    '| line | gzip B | ceiling | headroom |',
    '|---|---|---|---|',
    ...rows.map((r) => `| \`${r.name}\` | ${r.bytes} | ${r.ceiling ?? ''} | ${room(r)} |`)
  ].join('\n')
}
