// The demo theme's own React, as a theme that ships React would provide it: ES modules behind an import map, one
// copy for the page. The React flavour (dist/react/) imports `react`, `react-dom`, `react-dom/client` and
// `react/jsx-runtime` as bare names, so it uses this copy instead of bundling its own. Written to dist/demo/react/,
// which the package leaves out: a theme brings its own React.
import { createRequire } from 'node:module'
import { join } from 'node:path'
import * as esbuild from 'esbuild'

/** Bare name -> file under dist/demo/react/, the import map the demo prints for ?flavour=react. */
export const THEME_REACT = {
  react: 'react.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
  'react/jsx-runtime': 'react-jsx-runtime.js'
}

/** Builds each of THEME_REACT's names into an ES module whose React imports stay bare (one React on the page). */
export async function buildThemeReact(root, outdir) {
  const require = createRequire(join(root, 'package.json'))
  await Promise.all(
    Object.entries(THEME_REACT).map(([name, file]) => {
      // React's packages are CommonJS: the entry names each export, read from the package itself.
      const names = Object.keys(require(name)).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key))
      const entry = `import m from ${JSON.stringify(name)}\nexport default m\nexport const { ${names.join(', ')} } = m\n`
      return esbuild.build({
        stdin: { contents: entry, resolveDir: root, sourcefile: `${file}-entry.js` },
        outfile: join(outdir, file),
        bundle: true,
        format: 'esm',
        minify: true,
        target: 'es2020',
        define: { 'process.env.NODE_ENV': '"production"' },
        // Not the project's tsconfig, whose paths point react at preact/compat for the type checker.
        tsconfigRaw: {},
        logLevel: 'warning',
        plugins: [otherReactPackagesExternal(name)]
      })
    })
  )
}

/** Inside one file, every other React package is reached through its bare name (kept external), never bundled. */
function otherReactPackagesExternal(self) {
  return {
    name: 'other React packages external',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (args.namespace === 'theme-react') return { path: args.path, external: true }
        if (args.path === self && args.importer.endsWith('-entry.js')) return undefined
        if (!(args.path in THEME_REACT)) return undefined
        // A CommonJS require() of another React package gets its ES module's namespace.
        return { path: args.path, namespace: 'theme-react' }
      })
      build.onLoad({ filter: /.*/, namespace: 'theme-react' }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)}`,
        loader: 'js'
      }))
    }
  }
}
