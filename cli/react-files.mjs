// `vitrine react-files <dir>`: the theme's own React 19 as the four ES modules the React flavour's import map names.
// React ships CommonJS only; each file here wraps one of its production builds as a module whose React imports stay
// bare (`react`, `react-dom`), so the page holds one React. Nothing is downloaded: the files come from the React
// the theme installed, found from `from` (the theme's folder).
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Bare name -> file written, the import map's entries. */
export const REACT_FILES = {
  react: 'react.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
  'react/jsx-runtime': 'react-jsx-runtime.js'
}

/** Each file's production build (package, path inside it) and the bare names it requires. */
const SOURCES = {
  react: { pkg: 'react', file: 'cjs/react.production.js', imports: [] },
  'react-dom': { pkg: 'react-dom', file: 'cjs/react-dom.production.js', imports: ['react'] },
  'react-dom/client': { pkg: 'react-dom', file: 'cjs/react-dom-client.production.js', imports: ['react', 'react-dom'] },
  'react/jsx-runtime': { pkg: 'react', file: 'cjs/react-jsx-runtime.production.js', imports: ['react'] }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** A CommonJS module's text run inside a function: its module.exports. */
const wrapped = (source) =>
  `(() => {\nconst module = { exports: {} }, exports = module.exports\n${source}\nreturn module.exports\n})()`

/** The ES module text of one bare name, from the theme's installed React. */
function moduleText(name, resolve) {
  const { pkg, file, imports } = SOURCES[name]
  const path = resolve(`${pkg}/${file}`)
  const source = readFileSync(path, 'utf8')
  // Named exports as the package exports them (the CommonJS build run once in Node to list them).
  const names = Object.keys(createRequire(path)(path)).filter((k) => k !== 'default' && IDENTIFIER.test(k))
  const local = (bare) => `$${bare.replace(/\W/g, '_')}`
  const required = [...imports]
  // react-dom/client's scheduler is not in the map: it goes inside that file.
  const scheduler = source.includes('require("scheduler")')
    ? `const $scheduler = ${wrapped(readFileSync(resolve('scheduler/cjs/scheduler.production.js'), 'utf8'))}\n`
    : ''
  return [
    ...required.map((bare) => `import ${local(bare)} from ${JSON.stringify(bare)}`),
    'const process = { env: { NODE_ENV: "production" } }',
    scheduler,
    `const $required = { ${[...required.map((b) => `${JSON.stringify(b)}: ${local(b)}`), ...(scheduler ? ['scheduler: $scheduler'] : [])].join(', ')} }`,
    'const require = (bare) => $required[bare]',
    `const $exports = ${wrapped(source)}`,
    'export default $exports',
    `export const { ${names.join(', ')} } = $exports`,
    ''
  ].join('\n')
}

/**
 * Writes the four files into `outDir` from the React installed for the project at `from`; returns the import map
 * whose addresses are `base` + file name.
 */
export function writeReactFiles(outDir, { from = process.cwd(), base = './' } = {}) {
  const require = createRequire(join(from, 'package.json'))
  // The builds by path inside each package (its `exports` name only the entries).
  const resolve = (spec) => {
    const [, pkg, file] = /^((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(spec)
    return join(dirname(require.resolve(`${pkg}/package.json`)), file)
  }
  mkdirSync(outDir, { recursive: true })
  for (const [name, file] of Object.entries(REACT_FILES)) writeFileSync(join(outDir, file), moduleText(name, resolve))
  return {
    version: require('react/package.json').version,
    imports: Object.fromEntries(Object.entries(REACT_FILES).map(([name, file]) => [name, base + file]))
  }
}
