// The generated option schemas (dist/schemas/*.options.json) and editor data (dist/vitrine.html-data.json) tell the
// truth: every default passes its own schema, values the runtime accepts pass and values it refuses fail (ajv, the
// JSON Schema validator editors and CI tools use), and the editor data has the shape VS Code's published schema takes.
// Reads the built dist/ (npm test builds before the unit tests).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'

const root = join(import.meta.dirname, '../../..')
const dist = join(root, 'dist')
const read = (file: string) => JSON.parse(readFileSync(join(dist, file), 'utf8'))
const widgets = readdirSync(join(dist, 'schemas')).map((f) => f.replace('.options.json', ''))
const ajv = new Ajv2020({ strict: false, allErrors: true })
const validator = (widget: string) => ajv.compile(read(`schemas/${widget}.options.json`))
const shapeOf = async (widget: string) =>
  (await import(`../../../widgets/${widget}/options.ts`)).options as Record<string, z.ZodMiniType>

const UPPER_ID = '5F3C0A12B4D6E8F0A1B2C3D4'
/** Values a theme may write (attribute text or JSON), which the runtime accepts, per widget and option. */
const ACCEPTED: Record<string, Record<string, unknown[]>> = {
  carousel: {
    perView: ['1 2 3 4 5', '3', '2,2,3'],
    autoplay: [0, '0', 2000, '3000', 600000],
    size: [1, 24, '12'],
    ids: [`${UPPER_ID},5f3c0a12b4d6e8f0a1b2c3d5`],
    sort: ['sales']
  },
  banners: { autoplay: [0, 6000, '6000'], label: ['Destaques'] },
  countdown: { productId: [UPPER_ID, UPPER_ID.toLowerCase()], maxHours: [72, '72', '1.5', 0.5] },
  reviews: { productId: [UPPER_ID], view: ['list'] },
  'product-card': { productId: [UPPER_ID], headingLevel: ['2', 2, 4] },
  popup: { key: ['newsletter_2'], title: ['Bem-vindo'] }
}
/** Values the runtime refuses that the schema can tell apart too. */
const REFUSED: Record<string, Record<string, unknown[]>> = {
  // Attribute text too: digits out of the range fail the schema as they fail the runtime.
  carousel: {
    size: [0, 25, '0', '25', '1000'],
    autoplay: [1000, 600001, -1, '99', '1999', '600001'],
    sort: ['cheapest']
  },
  banners: { autoplay: [1999, '99'] },
  'product-card': { headingLevel: [5, '1'] },
  countdown: { productId: ['not-an-id'], maxHours: [0, -3] },
  reviews: { productId: ['123'] },
  popup: { key: ['has space'] }
}

describe('option schemas (dist/schemas/*.options.json)', () => {
  it('exist for the widgets the tests name', () => {
    for (const widget of Object.keys(ACCEPTED)) expect(widgets).toContain(widget)
  })

  it.each(widgets)('%s: every default passes its own schema and the runtime', async (widget) => {
    const validate = validator(widget)
    const shape = await shapeOf(widget)
    for (const [key, prop] of Object.entries(read(`schemas/${widget}.options.json`).properties) as [
      string,
      { default?: unknown }
    ][]) {
      if (prop.default === undefined) continue
      expect(validate({ ...required(widget), [key]: prop.default }), `${key}: ${JSON.stringify(validate.errors)}`).toBe(
        true
      )
      expect(shape[key]!.safeParse(prop.default).success, key).toBe(true)
    }
  })

  it.each(Object.keys(ACCEPTED))('%s: what the runtime accepts passes the schema', async (widget) => {
    const validate = validator(widget)
    const shape = await shapeOf(widget)
    for (const [key, values] of Object.entries(ACCEPTED[widget]!))
      for (const value of values) {
        expect(shape[key]!.safeParse(value).success, `runtime ${key}=${JSON.stringify(value)}`).toBe(true)
        expect(validate({ ...required(widget), [key]: value }), `schema ${key}=${JSON.stringify(value)}`).toBe(true)
      }
  })

  it.each(Object.keys(REFUSED))('%s: what the runtime refuses fails the schema', async (widget) => {
    const validate = validator(widget)
    const shape = await shapeOf(widget)
    for (const [key, values] of Object.entries(REFUSED[widget]!))
      for (const value of values) {
        expect(shape[key]!.safeParse(value).success, `runtime ${key}=${JSON.stringify(value)}`).toBe(false)
        expect(validate({ ...required(widget), [key]: value }), `schema ${key}=${JSON.stringify(value)}`).toBe(false)
      }
  })

  it("lists an option documented as 'Required' in required", () => {
    expect(read('schemas/reviews.options.json').required).toEqual(['productId'])
    expect(validator('reviews')({ view: 'list' })).toBe(false)
  })
})

/** The options a widget's schema requires, filled with accepted values. */
const required = (widget: string) => (widget === 'reviews' ? { productId: UPPER_ID } : {})

// The parts of VS Code's published HTML custom data schema (vscode-html-languageservice, docs/customData.schema.json)
// that this file uses: `version` must be the number 1; attributes and values have a name and an optional description.
const VSCODE_HTML_DATA = {
  type: 'object',
  required: ['version'],
  properties: {
    version: { const: 1, type: 'number' },
    globalAttributes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          description: { type: 'string' },
          valueSet: { type: 'string' },
          values: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name'],
              properties: { name: { type: 'string' }, description: { type: 'string' } }
            }
          }
        }
      }
    }
  }
}

describe('editor data (dist/vitrine.html-data.json)', () => {
  const data = read('vitrine.html-data.json')
  const names = data.globalAttributes.map((a: { name: string }) => a.name)

  it("is valid against VS Code's custom data schema", () => {
    const validate = new Ajv({ strict: false }).compile(VSCODE_HTML_DATA)
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true)
    expect(validate({ ...data, version: 1.1 })).toBe(false)
  })

  it('names every data-* attribute the widgets read from their markup', () => {
    const read = new Set<string>()
    for (const widget of readdirSync(join(root, 'widgets'), { withFileTypes: true })) {
      // ui: the mount machinery (data-widget, data-load and each island's options, read through its schema)
      if (!widget.isDirectory() || widget.name === 'ui') continue
      const dir = join(root, 'widgets', widget.name)
      for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
        const text = readFileSync(join(dir, file), 'utf8')
        for (const [, key] of text.matchAll(/\.dataset\.(\w+)/g))
          read.add(`data-${key!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`)
        for (const [, key] of text.matchAll(/dataset\[(?:'|")?(\w+)/g)) if (key !== 'name') read.add(`data-${key}`)
        for (const [, attr] of text.matchAll(/'\[(data-[\w-]+)\]'/g)) read.add(attr!)
      }
    }
    read.delete('data-step-heading') // the checkout's own markup, never a theme's
    expect(read.size).toBeGreaterThan(3)
    expect([...read].filter((attr) => !names.includes(attr))).toEqual([])
  })
})
