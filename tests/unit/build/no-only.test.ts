// A deliberate `only` must make the runners fail, with the project's own configurations: Playwright's forbidOnly and
// Vitest's allowOnly are read from them, here on a throwaway test file in a folder under test-results/ (inside the
// project, so its configurations load as the project's modules).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
mkdirSync(join(root, 'test-results'), { recursive: true })
const dir = mkdtempSync(join(root, 'test-results', 'only-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const npx = (args: string[]) => spawnSync('npx', args, { cwd: root, encoding: 'utf8', timeout: 90_000 })

describe('a stray only fails the run', () => {
  it('Playwright refuses test.only (forbidOnly)', { timeout: 100_000 }, () => {
    writeFileSync(join(dir, 'only.spec.ts'), "import { test } from '@playwright/test'\ntest.only('x', () => {})\n")
    const config = join(dir, 'playwright.config.ts')
    writeFileSync(
      config,
      "import base from '../../tests/browser/playwright.config.ts'\n" +
        "export default { ...base, testDir: '.', outputDir: './out', webServer: undefined }\n"
    )
    const result = npx(['playwright', 'test', '-c', config, '--list', '--reporter=json'])
    expect(result.status).not.toBe(0)
    expect(`${result.stdout}${result.stderr}`).toContain('forbidOnly')
  })

  it('Vitest refuses it.only (allowOnly: false)', { timeout: 100_000 }, () => {
    writeFileSync(join(dir, 'only.test.ts'), "import { it } from 'vitest'\nit.only('x', () => {})\nit('y', () => {})\n")
    const config = join(dir, 'vitest.config.ts')
    writeFileSync(
      config,
      "import { mergeConfig } from 'vitest/config'\nimport base from '../../vitest.config.ts'\n" +
        `export default mergeConfig(base, { test: { root: ${JSON.stringify(dir)}, include: ['only.test.ts'] } })\n`
    )
    const result = npx(['vitest', 'run', '-c', config])
    expect(result.status).not.toBe(0)
    expect(`${result.stdout}${result.stderr}`).toMatch(/\.only/)
  })
})
