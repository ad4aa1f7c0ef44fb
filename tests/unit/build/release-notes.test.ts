import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { newestVersion, unreleasedEntries, versionLine } from '../../../scripts/release-notes.mjs'

const root = join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

const LOG = `# Changelog

## Unreleased

- A change not released yet.
- Another.

## 1.4.0 (2026-12-01)

### Migration from 1.3

- Rename this.

## 1.3.0 (2026-11-01)
`

describe('the release in CHANGELOG.md', () => {
  it('reads the newest version and the unreleased entries', () => {
    expect(newestVersion(LOG)).toBe('1.4.0')
    expect(unreleasedEntries(LOG)).toBe(2)
    expect(unreleasedEntries(LOG.replace(/- A change.*\n- Another.\n/, ''))).toBe(0)
  })

  it('the build says its version, and what it holds beyond that release', () => {
    expect(versionLine('1.4.0', LOG.replace(/- A change.*\n- Another.\n/, ''))).toBe('vitrine 1.4.0')
    expect(versionLine('1.4.0', LOG)).toBe(
      'vitrine 1.4.0 (2 unreleased changes in CHANGELOG.md: a release moves them under a new version)'
    )
    expect(versionLine('1.3.0', LOG)).toMatch(/^vitrine 1\.3\.0 \(CHANGELOG's newest version is 1\.4\.0; 2 unreleased/)
  })

  it("the package's version is the CHANGELOG's newest, and a version with breaking changes has migration notes", () => {
    const changelog = read('CHANGELOG.md')
    expect(newestVersion(changelog)).toBe(JSON.parse(read('package.json')).version)
    const newest = changelog.split(/^## /m).find((s) => s.startsWith(newestVersion(changelog)!))!
    expect(newest).toMatch(/^### Migration from /m)
  })
})
