// The shipped builds resolve every `import … from 'zod/mini'` to this module (build.mjs, plugin zodJitless), so zod is
// configured before any schema exists: importers evaluate their imports first. jitless: zod would otherwise probe
// `new Function` on the first schema and compile a parser per object schema on its first parse — costly work in the
// middle of a page's first render (and a CSP violation report on stores whose policy forbids eval). Our payloads are
// small; the plain parser is fast enough.
import { config } from 'zod/v4/mini'

config({ jitless: true })

export * from 'zod/v4/mini'
