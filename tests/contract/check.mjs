// The contract check: every payload the demo platform recorded during the browser tests (test-results/contract/*.jsonl)
// is assigned to its type from the hosted platform's published contract (@cloudcommerce/types) and tsc judges them.
// One test per payload kind; allowed deviations (exceptions.json) carry their evidence, mismatches not yet fixed are
// listed in known-drift.json and tolerated, any other fails. Writes test-results/contract/report.json for `npm test`.
// `node tests/contract/check.mjs [--partial] [--write-drift]`: --partial after some specs only (a listed drift not seen
// is not judged); --write-drift rewrites known-drift.json with the mismatches seen now (after fixing some: the list
// only shrinks, and a review sees any line it gains).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { applyExceptions, driftKey, generate, judge, parseTsc, removeAt } from './payloads.mjs'

const root = new URL('../..', import.meta.url).pathname
const here = join(root, 'tests/contract')
// The recordings (CONTRACT_RECORD_DIR when the browser tests were run with it) and the report.
const dir = process.env.CONTRACT_RECORD_DIR || join(root, 'test-results/contract')
const genDir = join(dir, 'generated')
const partial = process.argv.includes('--partial')
/** Rounds of tsc at most: the most extra fields one object of a payload may have before the rest go unnamed. */
const MAX_ROUNDS = 10
const writeDrift = process.argv.includes('--write-drift')

/**
 * The kinds the storefront exchanges and the directions the contract types (contract-types.ts `Published`). Each must
 * be recorded: a kind none of the browser tests reached fails, so a recorder that stopped recording cannot pass.
 */
export const KINDS = {
  product: ['response'],
  'products-list': ['response'],
  'grids-list': ['response'],
  search: ['response'],
  customer: ['response'],
  'customer-patch': ['request'],
  order: ['response'],
  'cart-create': ['request', 'response'],
  'cart-patch': ['request'],
  calculate_shipping: ['request', 'response'],
  list_payments: ['request', 'response'],
  apply_discount: ['request', 'response'],
  '@checkout': ['request']
}

const readJson = (file) => JSON.parse(readFileSync(join(here, file), 'utf8'))
const exceptions = readJson('exceptions.json').exceptions
const drift = readJson('known-drift.json').drift

/** The recorded exchanges, as payloads to check (a refused request's answer is an error, not a payload). */
function recordedPayloads() {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.jsonl')) : []
  const payloads = []
  for (const file of files) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue
      const e = JSON.parse(line)
      // A refused request is the platform saying no (tests send such bodies on purpose): only accepted exchanges count.
      if (e.status < 200 || e.status >= 300) continue
      const directions = KINDS[e.kind] ?? []
      for (const direction of directions) {
        // A test's own request (from: 'script') carries a fixture, not the storefront's payload.
        if (direction === 'request' && e.from === 'script') continue
        const value = direction === 'request' ? e.request : e.response
        if (value === undefined || value === null) continue
        const rules = exceptions.filter((x) => x.kind === e.kind && x.direction === direction)
        payloads.push({ kind: e.kind, direction, value: applyExceptions(value, rules) })
      }
    }
  }
  return payloads
}

const payloads = recordedPayloads()
mkdirSync(genDir, { recursive: true })
const typesModule = relative(genDir, join(here, 'contract-types')).replace(/\\/g, '/')
const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: []
  },
  files: ['payloads.ts']
}
writeFileSync(join(genDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))

/** One tsc run over some payloads (indices into `payloads`), its mismatches by those indices. */
function round(which) {
  const subset = which.map((i) => payloads[i])
  const { source, lines } = generate(subset, typesModule.startsWith('.') ? typesModule : `./${typesModule}`)
  writeFileSync(join(genDir, 'payloads.ts'), source)
  const tsc = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', genDir, '--pretty', 'false'], {
    cwd: root,
    encoding: 'utf8'
  })
  const out = parseTsc(tsc.stdout + tsc.stderr, lines, subset, 'payloads.ts')
  if (tsc.error || tsc.status === null) out.unplaced.push(`tsc did not run: ${tsc.error ?? tsc.signal}`)
  else if ((tsc.status === 0) !== (out.mismatches.length + out.unplaced.length === 0)) {
    out.unplaced.push(`tsc exited ${tsc.status} with ${out.mismatches.length} mismatches read`)
  }
  for (const m of out.mismatches) m.payload = which[m.payload ?? -1]
  return out
}

// tsc names one extra property per object literal: each extra one found is taken out and the payloads that had one
// are checked again, until none is left (a few rounds), so every mismatch is listed whatever the fields' order.
const mismatches = []
const unplaced = []
const seenAt = new Set()
let which = payloads.map((_, i) => i)
let firstRound = 0
for (let n = 0; n < MAX_ROUNDS && which.length; n++) {
  const out = round(which)
  if (n === 0) firstRound = out.mismatches.length
  unplaced.push(...out.unplaced)
  for (const m of out.mismatches) {
    const at = `${m.payload} ${m.path} ${m.code}`
    if (!seenAt.has(at)) mismatches.push(m)
    seenAt.add(at)
  }
  const extra = out.mismatches.filter((m) => m.code === 'extra')
  for (const m of extra) removeAt(payloads[m.payload].value, m.path ?? '')
  which = [...new Set(extra.map((m) => m.payload))]
}
const recorded = new Set(payloads.map((p) => p.kind))
if (writeDrift) {
  const byKey = new Map(mismatches.map((m) => [driftKey(m), m]))
  const list = [...byKey.values()]
    .map(({ kind, direction, field, code, message }) => ({
      kind,
      direction,
      field,
      code,
      error: message.slice(0, 300)
    }))
    .sort((a, b) => driftKey(a).localeCompare(driftKey(b)))
  const about = readJson('known-drift.json').about
  writeFileSync(join(here, 'known-drift.json'), `${JSON.stringify({ about, drift: list }, null, 2)}\n`)
  drift.splice(0, drift.length, ...list)
}
const results = judge(Object.keys(KINDS), recorded, mismatches, drift, { partial })
// tsc that did not run, or errors outside any payload (a broken contract-types.ts), must not read as payloads fitting.
if (unplaced.length) {
  results.push({ kind: '(tsc)', ok: false, problems: unplaced.slice(0, 10), known: [], errors: unplaced.length })
}

for (const r of results) {
  const errors = r.errors ? ` (${r.errors} type errors${r.ok ? ', all known drift' : ''})` : ''
  console.log(`${r.ok ? '  ok  ' : 'FAILED'} contract: ${r.kind}${errors}`)
  for (const p of r.problems) console.log(`         ${p}`)
  for (const k of r.known)
    console.log(`         known drift, not yet fixed: ${driftKey(k)}: ${k.message.slice(0, 160)}`)
}
const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
const fitting = Object.keys(KINDS).filter((k) => recorded.has(k) && !mismatches.some((m) => m.kind === k)).length
console.log(
  `contract: ${payloads.length} payloads, ${firstRound} tsc errors (${mismatches.length} mismatches once each extra field is named), ${fitting} of ${Object.keys(KINDS).length} kinds fit the published types`
)
console.log(`${passed} passed, ${failed} failed`)
writeFileSync(
  join(dir, 'report.json'),
  JSON.stringify(
    { passed, failed, listed: results.length, tscErrors: firstRound, errors: mismatches.length, fitting, mismatches },
    null,
    2
  )
)
process.exit(failed ? 1 : 0)
