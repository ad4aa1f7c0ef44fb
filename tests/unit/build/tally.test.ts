import { describe, expect, it } from 'vitest'
import { closingLine, judgeSuite, listedPlaywrightTests } from '../../run/tally.mjs'

const counts = (passed: number, failed = 0, skipped = 0) => ({ passed, failed, skipped })

describe('judgeSuite: a suite cannot pass without running its tests', () => {
  it('passes when every listed test ran and passed', () => {
    const result = judgeSuite('unit', { listed: 3, counts: counts(3), exitOk: true })
    expect(result).toMatchObject({ passed: 3, failed: 0, problems: [] })
  })

  it('fails when fewer tests ran than were listed (a stray only, a filter)', () => {
    const result = judgeSuite('browser', { listed: 167, counts: counts(1), exitOk: true })
    expect(result.failed).toBe(1)
    expect(result.problems).toEqual(['browser: 167 tests listed, 1 reported'])
  })

  it('fails on a missing report, an empty run and an error exit with nothing failed', () => {
    expect(judgeSuite('b', { counts: null, exitOk: true })).toMatchObject({ failed: 1, problems: ['b: no report'] })
    expect(judgeSuite('b', { listed: 0, counts: counts(0), exitOk: true }).problems).toEqual(['b: ran no test'])
    expect(judgeSuite('b', { listed: 2, counts: counts(2), exitOk: false }).failed).toBe(1)
  })

  it('counts failed tests as they are, without adding one', () => {
    expect(judgeSuite('b', { listed: 3, counts: counts(1, 2), exitOk: false }).failed).toBe(2)
  })

  it('fails on skipped tests unless skips were asked for', () => {
    expect(judgeSuite('b', { listed: 3, counts: counts(2, 0, 1), exitOk: true }).problems).toEqual(['b: 1 skipped'])
    const allowed = judgeSuite('b', { listed: 3, counts: counts(2, 0, 1), exitOk: true, allowSkips: true })
    expect(allowed).toMatchObject({ failed: 0, skipped: 1, problems: [] })
  })

  it('adds what the runner found itself', () => {
    const result = judgeSuite('u', { listed: 2, counts: counts(2), exitOk: true, problems: ['u: 3 files, 2 reported'] })
    expect(result).toMatchObject({ failed: 1, problems: ['u: 3 files, 2 reported'] })
  })
})

describe('closingLine: the line CI reads', () => {
  const results = [judgeSuite('u', { listed: 2, counts: counts(2), exitOk: true })]

  it('sums the suites and the failed steps', () => {
    expect(closingLine(results)).toBe('2 passed, 0 failed, 0 skipped')
    expect(closingLine(results, { stepsFailed: 2 })).toBe('2 passed, 2 failed, 0 skipped')
  })

  it('names a suite left out on request', () => {
    expect(closingLine(results, { leftOut: ['unit-only'] })).toBe('unit-only: 2 passed, 0 failed, 0 skipped')
  })
})

describe('listedPlaywrightTests', () => {
  it('counts the tests of nested suites', () => {
    const spec = (n: number) => ({ tests: Array.from({ length: n }, () => ({})) })
    const report = { suites: [{ specs: [spec(1)], suites: [{ specs: [spec(2), spec(1)] }] }, { specs: [spec(3)] }] }
    expect(listedPlaywrightTests(report)).toBe(7)
    expect(listedPlaywrightTests(null)).toBe(0)
  })
})
