// Lists the inputs that weigh most in one bundled entry: `node scripts/size-inputs.mjs widgets/minicart/island.tsx 30`.
import * as esbuild from 'esbuild'
const r = await esbuild.build({
  entryPoints: [process.argv[2]],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  metafile: true,
  jsx: 'automatic',
  jsxImportSource: 'react',
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime'
  },
  define: {
    'process.env.NODE_ENV': '"production"',
    __VITRINE_RUNTIME__: '""',
    __VITRINE_WARM__: '""',
    __VITRINE_REGISTRY__: '""',
    __VITRINE_LABELLED__: '""'
  }
})
const out = Object.values(r.metafile.outputs)[0]
const rows = Object.entries(out.inputs)
  .map(([f, i]) => [i.bytesInOutput, f])
  .sort((a, b) => b[0] - a[0])
  .slice(0, +(process.argv[3] ?? 25))
for (const [b, f] of rows) console.log(String(b).padStart(7), f)
