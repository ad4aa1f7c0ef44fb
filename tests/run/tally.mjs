// What `npm test` counts and when it fails. Pure: the runner (tests/run-all.mjs) feeds it the reports, and
// tests/unit/build/tally.test.ts holds it to the rule that a run cannot look green with tests not run.

/**
 * Tests in a Playwright `--list --reporter=json` report (or a run's report: same tree).
 * @param {any} report
 */
export function listedPlaywrightTests(report) {
  let count = 0
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) count += spec.tests?.length ?? 0
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return count
}

/**
 * One suite's outcome. `listed` is what the runner said it would run; `counts` what its report says ran (null when
 * the report is missing or unreadable); `exitOk` its exit status. Every way a suite can pass without running its
 * tests is a problem: no report, a count that differs from the list, an empty run, or skipped tests (a deliberate
 * skip is allowed only with `allowSkips`). `problems` adds what the runner found itself (e.g. a test file not loaded).
 * @param {string} name
 * @param {{ listed?: number, counts: { passed: number, failed: number, skipped: number } | null | undefined,
 *   exitOk?: boolean, allowSkips?: boolean, problems?: string[] }} suite
 */
export function judgeSuite(name, { listed, counts, exitOk, allowSkips = false, problems: known = [] }) {
  const problems = [...known]
  if (!counts) return { name, passed: 0, failed: 1, skipped: 0, problems: [`${name}: no report`] }
  const ran = counts.passed + counts.failed
  if (!exitOk && counts.failed === 0) problems.push(`${name}: exited with an error`)
  if (ran === 0) problems.push(`${name}: ran no test`)
  if (listed !== undefined && ran + counts.skipped !== listed) {
    problems.push(`${name}: ${listed} tests listed, ${ran + counts.skipped} reported`)
  }
  if (counts.skipped > 0 && !allowSkips) problems.push(`${name}: ${counts.skipped} skipped`)
  const extra = problems.length && counts.failed === 0 ? 1 : 0
  return { name, passed: counts.passed, failed: counts.failed + extra, skipped: counts.skipped, problems }
}

/**
 * The closing line CI reads: `N passed, N failed, N skipped`, alone on its line. A suite left out on request is
 * named before it (`unit-only: …`), so a partial run never reads like a whole one.
 */
/**
 * @param {{ passed: number, failed: number, skipped: number }[]} results
 * @param {{ stepsFailed?: number, leftOut?: string[] }} [options]
 */
export function closingLine(results, { stepsFailed = 0, leftOut = [] } = {}) {
  const sum = (key) => results.reduce((total, result) => total + result[key], 0)
  const failed = sum('failed') + stepsFailed
  const line = `${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped`
  return leftOut.length ? `${leftOut.join('+')}: ${line}` : line
}
