import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOAD_DOCS, LOAD_STRATEGIES } from '../../../core/widget'
import { writeManifests } from '../../../scripts/widget-manifest.mjs'

describe('editor manifest (dist/vitrine.html-data.json)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'manifest-'))
  const registry = {
    minicart: { name: 'minicart', load: 'idle', checkoutEnabled: false },
    banners: { name: 'banners', load: 'idle', checkoutEnabled: false }
  }
  const schemas = { minicart: { properties: { openOnAdd: { anyOf: [{ type: 'boolean' }], description: 'Opens.' } } } }
  writeManifests({ outdir, root: outdir, registry, schemas, docs: false, loads: LOAD_DOCS })
  const data = JSON.parse(readFileSync(join(outdir, 'vitrine.html-data.json'), 'utf8'))
  const attribute = (name: string) => data.globalAttributes.find((a: { name: string }) => a.name === name)
  const names = (name: string) => attribute(name).values.map((v: { name: string }) => v.name)

  it('completes data-widget with every widget name', () => {
    expect(names('data-widget')).toEqual(['banners', 'minicart'])
  })

  it("completes data-load with the loader's strategies, no more and no fewer, and media:", () => {
    expect(names('data-load')).toEqual([...LOAD_STRATEGIES, 'media:'])
  })

  it('says interaction loads on a press, focus or key, not on hover', () => {
    const interaction = attribute('data-load').values.find((v: { name: string }) => v.name === 'interaction')
    expect(interaction.description).toMatch(/press.*focus.*key/)
    expect(interaction.description).toMatch(/hovering does not load it/)
  })

  it("documents each widget's options with their values", () => {
    expect(names('data-open-on-add')).toEqual(['true', 'false'])
  })
})
