// The settings table (docs/settings.md) and line (README.md) are generated from the settings schema, and the
// committed docs are the generated ones (node build.mjs --docs after a change to the settings).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_DEFAULTS, Settings } from '#core/settings'
import { settingRows, settingsLine, settingsTable } from '../../../scripts/settings-docs.mjs'

const root = join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

const rows = await settingRows(root)
const names = rows.map((r: { name: string }) => r.name)

describe('settings docs', () => {
  it('has a row for every setting of the schema and every API host, with its default', () => {
    for (const key of Object.keys(Settings.shape).filter((k) => k !== 'api')) expect(names).toContain(`ecom:${key}`)
    for (const host of Object.keys(API_DEFAULTS)) expect(names).toContain(`ecom:api:${host}`)
    expect(rows.find((r: { name: string }) => r.name === 'ecom:currency')?.default).toBe('USD')
    expect(rows.find((r: { name: string }) => r.name === 'ecom:store_id')?.default).toBeUndefined()
  })

  it('is what docs/settings.md and the README say', () => {
    expect(read('docs/settings.md')).toContain(settingsTable(rows))
    expect(read('README.md')).toContain(settingsLine(rows))
  })
})
