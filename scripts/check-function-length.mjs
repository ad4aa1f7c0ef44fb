// Lists functions longer than MAX lines in loader/, core/ and widgets/ (and, with --all, the demo). A function is a
// `function` declaration or expression, an arrow function with a block body, or a method; its length runs from the
// line that opens it to the line of its closing brace, nested functions included (as ESLint's max-lines-per-function
// counts). A text scanner, not a parser: braces inside strings and template literals are skipped on a best effort.
// With --strict it exits 1 when any function is too long.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const MAX = 60
const root = new URL('..', import.meta.url).pathname
const dirs = ['loader', 'core', 'widgets', ...(process.argv.includes('--all') ? ['demo-theme'] : [])]
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
const files = dirs.flatMap((d) => walk(join(root, d))).filter((f) => /\.(tsx?|mjs)$/.test(f))

// A line that opens a function body: `function x(...) {`, `(...) => {`, `x(...) {` (a method).
const OPENS =
  /^(?!\s*(\/\/|\*|\/\*)).*(\bfunction\b|=>\s*\{\s*$)|^\s*(async\s+)?(get\s+|set\s+)?[\w$]+\s*\([^)]*\)\s*(:\s*[^{]+)?\{\s*$/

/** Braces of a line, strings and comments removed. */
const braces = (line) =>
  line
    .replace(/\/\/.*$/, '')
    .replace(/(['"`])(?:\\.|(?!\1).)*\1/g, '')
    .replace(/[^{}]/g, '')

function longFunctions(file) {
  const lines = readFileSync(file, 'utf8').split('\n')
  const found = []
  lines.forEach((line, i) => {
    if (!OPENS.test(line) || /^\s*(if|for|while|switch|catch|else)\b/.test(line)) return
    let depth = 0
    let opened = false
    for (let j = i; j < lines.length; j++) {
      for (const b of braces(lines[j])) depth += b === '{' ? 1 : -1
      opened ||= depth > 0
      if (opened && depth <= 0) {
        if (j - i + 1 > MAX) found.push({ line: i + 1, length: j - i + 1, head: line.trim().slice(0, 70) })
        return
      }
    }
  })
  return found
}

const all = files.flatMap((f) => longFunctions(f).map((x) => ({ file: relative(root, f), ...x })))
for (const x of all.sort((a, b) => b.length - a.length))
  console.log(`${String(x.length).padStart(4)} lines  ${x.file}:${x.line}  ${x.head}`)
console.log(`${all.length} function(s) over ${MAX} lines in ${dirs.join(', ')}`)
if (process.argv.includes('--strict') && all.length) process.exit(1)
