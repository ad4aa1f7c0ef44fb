// The build's size lines against budgets.json (`chunks`) and against their last committed figures (sizes.json):
// pure functions, so what the build prints and fails on is tested (tests/unit/build/size-report.test.ts).

/** A line's ceiling: its own, else its kind's (`chunk:<name>` falls back to `chunk`), else none. */
export const ceilingOf = (budgets, name) => budgets[name] ?? budgets[name.split(':')[0]]

/** One row per line: name, bytes, ceiling, change since `before` (undefined: a new line); lines gone are listed too. */
export function compare(lines, budgets, before) {
  const rows = Object.entries(lines).map(([name, bytes]) => ({
    name,
    bytes,
    ceiling: ceilingOf(budgets, name),
    change: before[name] === undefined ? undefined : bytes - before[name]
  }))
  const gone = Object.keys(before).filter((name) => !(name in lines))
  return { rows, gone, broken: rows.filter((r) => r.ceiling !== undefined && r.bytes > r.ceiling) }
}

const signed = (n) => (n === undefined ? 'new' : n > 0 ? `+${n}` : String(n))

/** The table the build prints. */
export function printable({ rows, gone }) {
  const pad = (s, n) => String(s).padStart(n)
  return [
    `${'line'.padEnd(26)} ${pad('gzip B', 8)} ${pad('ceiling', 8)} ${pad('vs HEAD', 8)}`,
    ...rows.map(
      (r) => `${r.name.padEnd(26)} ${pad(r.bytes, 8)} ${pad(r.ceiling ?? '', 8)} ${pad(signed(r.change), 8)}`
    ),
    ...gone.map((name) => `${name.padEnd(26)} ${pad('gone', 8)}`)
  ].join('\n')
}

/** The Markdown table docs/budgets.md shows between its markers (`node build.mjs --docs` writes it). */
export function markdown({ rows }, pages) {
  const room = (r) => (r.ceiling === undefined ? '' : `${Math.round((100 * (r.ceiling - r.bytes)) / r.bytes)} %`)
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
