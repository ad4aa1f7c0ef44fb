// The fixed stack's floor: the gzip bytes any page pays before a line of Vitrine's own code, so that the page goals in
// budgets.json can be read against what is left for features. It bundles, with build.mjs's own settings (react
// aliased to preact/compat, minified, ES2020), the smallest island the stack allows: a product read from the API,
// checked by a zod/mini object schema at the boundary, kept in a nanostores atom, rendered through the React API with
// state and an effect, told of changes by a mitt bus. The loader (dist/storefront.js as built) is added, since every
// page fetches it first. Usage: node bench/stack-floor.mjs (after node build.mjs)
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { PREACT_ALIAS } from '../aliases.mjs'
import { requireDist } from '../scripts/chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const budgets = JSON.parse(readFileSync(`${root}budgets.json`, 'utf8'))

const ISLAND = `
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { atom } from 'nanostores'
import { useStore } from '@nanostores/react'
import mitt from 'mitt'
import * as z from 'zod/mini'
const Product = z.looseObject({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  available: z.optional(z.boolean()),
  pictures: z.optional(z.array(z.looseObject({ normal: z.optional(z.looseObject({ url: z.string() })) })))
})
const $product = atom(null)
const bus = mitt()
function Card() {
  const product = useStore($product)
  const [count, setCount] = useState(0)
  useEffect(() => { const on = () => setCount((n) => n + 1); bus.on('cart:change', on); return () => bus.off('cart:change', on) }, [])
  return <b>{product ? product.name : count}</b>
}
fetch('/products/1.json').then((r) => r.json()).then((json) => {
  const read = Product.safeParse(json)
  if (read.success) $product.set(read.data)
})
createRoot(document.body).render(<Card />)
`

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzip bytes of ISLAND bundled with `alias`, with `without` left out (an import of it kept external). */
async function island(without = []) {
  const out = await esbuild.build({
    stdin: { contents: ISLAND, loader: 'jsx', resolveDir: root },
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: PREACT_ALIAS,
    external: without,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error'
  })
  return gzip(out.outputFiles[0].contents)
}

requireDist()
const loader = gzip(readFileSync(`${root}dist/storefront.js`))
const whole = await island()
const parts = [
  ['zod/mini (one object schema, safeParse)', whole - (await island(['zod/mini']))],
  ['preact/compat with hooks', whole - (await island(['preact', 'preact/*']))],
  ['nanostores + @nanostores/react + mitt', whole - (await island(['nanostores', '@nanostores/react', 'mitt']))]
]
const floor = whole + loader
console.log('The fixed stack before any Vitrine feature (gzip):')
for (const [name, bytes] of parts) console.log(`${kb(bytes).padStart(9)}  ${name}`)
console.log(`${kb(whole).padStart(9)}  the smallest island: the above and its few lines`)
console.log(`${kb(loader).padStart(9)}  the loader as built (dist/storefront.js)`)
console.log(`${kb(floor).padStart(9)}  floor of any page with a widget`)
console.log('\nWhat each page ceiling leaves for every feature of that page:')
const ceilings = Object.entries(budgets.pages).filter(([name]) => !name.startsWith('$'))
for (const [name, page] of ceilings) {
  const ceiling = page.before ?? page.after
  const when = page.before ? 'before scroll' : 'after use'
  console.log(`${name.padEnd(9)} ceiling ${kb(ceiling)} (${when}): ${kb(ceiling - floor)} left`)
}
