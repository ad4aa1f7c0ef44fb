import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page, test } from '@playwright/test'
import { REACT_FILES } from '../../cli/react-files.mjs'
import { installTarball, linkPackages, pack, startDev, themeFolder } from './package-helpers'

// The React flavour by the bundler route: a Vite 8 + React 19 app that imports `vitrine/react` from the installed
// tarball, built (`vite build`, then served as files) and run on Vite's dev server; and by the import map route, with
// the React files `vitrine react-files` writes. The islands run on the page's one React: one react-dom renderer
// (React DevTools' hook counts them), and hooks that work (a second React would break every island).

test.describe.configure({ mode: 'serial' })

const MAIN = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'vitrine/react'

function App() {
  return (
    <main>
      <h1>Minha loja</h1>
      <div data-widget="minicart" />
      <div data-widget="product-card" data-product-id="8bf581465bf2ffee1b66e84f" data-heading-level="2" />
      <div data-widget="search" data-load="eager">
        <form action="/search" role="search">
          <input name="term" type="search" aria-label="Buscar" />
        </form>
      </div>
    </main>
  )
}
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>)
`

/** Counts the React renderers that register with DevTools' hook, before any script of the page runs. */
function countRenderers(page: Page) {
  return page.addInitScript(() => {
    const renderers = new Map<number, unknown>()
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject: (r: unknown) => renderers.set(renderers.size + 1, r).size,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {}
      }
    })
  })
}

const renderers = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size
  )

async function islandsOnOneReact(page: Page, url: string) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await countRenderers(page)
  await page.goto(url)
  for (const name of ['minicart', 'product-card', 'search'])
    await expect(page.locator(`[data-widget="${name}"]`)).toHaveAttribute('data-widget-state', 'ready')
  // The card's buy button goes through the shared cart to the minicart: both islands run and share one store.
  await page
    .locator('[data-widget="product-card"]')
    .getByRole('button', { name: /Comprar/ })
    .click()
  await expect(page.locator('.vt-minicart__badge')).toHaveText('1')
  expect(await renderers(page)).toBe(1)
  expect(errors).toEqual([])
}

// One installed package for the three routes: the tarball in a temp app folder, React 19 linked from this repository.
let folder: Awaited<ReturnType<typeof themeFolder>>
let dev: Awaited<ReturnType<typeof startDev>>
const stops: (() => Promise<unknown>)[] = []

test.beforeAll(async () => {
  test.setTimeout(60_000)
  folder = await themeFolder('vitrine-vite-')
  await installTarball(folder.dir, await pack(folder.dir))
  await linkPackages(folder.dir, ['react', 'react-dom', 'scheduler'])
  dev = await startDev(folder.dir)
  stops.push(dev.stop)
})

test.afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
  await folder?.remove()
})

/** The page's <head>: the settings `vitrine dev` printed, its stylesheet, and `extra`. */
const head = (extra = '') =>
  `<meta charset="utf-8"><title>Minha loja</title>\n${dev.tags
    .split('\n')
    .filter((t) => t.startsWith('<meta'))
    .join('\n')}\n<link rel="stylesheet" href="${dev.url}/vitrine/storefront.css">${extra}`

test('vite build and vite dev: the islands mount in a React 19 app on its one React', async ({ page }) => {
  test.setTimeout(60_000)
  const { dir } = folder
  await mkdir(join(dir, 'src'))
  await writeFile(join(dir, 'src/main.jsx'), MAIN)
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head>${head()}</head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`
  )
  const vite = await import('vite')
  const react = (await import('@vitejs/plugin-react')).default
  const warnings: string[] = []
  const logger = vite.createLogger('warn')
  const config = {
    root: dir,
    configFile: false as const,
    plugins: [react()],
    logLevel: 'warn' as const,
    customLogger: { ...logger, warn: (m: string) => warnings.push(m), warnOnce: (m: string) => warnings.push(m) }
  }

  await vite.build(config)
  // Nothing of ours the bundler could not follow (a glob it cannot read, an import it leaves to run time).
  expect(warnings.filter((w) => /vitrine/.test(w))).toEqual([])
  const preview = await vite.preview({ ...config, preview: { port: 0, host: '127.0.0.1' } })
  stops.push(() => preview.close())
  await islandsOnOneReact(page, preview.resolvedUrls!.local[0]!.replace('127.0.0.1', 'localhost'))

  const server = await vite.createServer({ ...config, server: { port: 0, host: '127.0.0.1' } })
  stops.push(() => server.close())
  await server.listen()
  await islandsOnOneReact(page, server.resolvedUrls!.local[0]!.replace('127.0.0.1', 'localhost'))
  expect(warnings.filter((w) => /vitrine/.test(w))).toEqual([])
})

test("the import map route: `vitrine react-files` writes the theme's React, the page maps the four names to it", async ({
  page
}) => {
  const { dir } = folder
  await promisify(execFile)(
    join(dir, 'node_modules/.bin/vitrine'),
    ['react-files', 'public/react', '--base', '/react/'],
    {
      cwd: dir
    }
  )
  const map = JSON.stringify({
    imports: Object.fromEntries(Object.entries(REACT_FILES).map(([n, f]) => [n, `/react/${f}`]))
  })
  // No bundler: the theme's server sends its page, its React files, and the flavour's loader from `vitrine dev`.
  const body = `<!doctype html><html lang="pt-BR"><head>${head(`<script type="importmap">${map}</script><script type="module" src="${dev.url}/vitrine/react/storefront.js"></script>`)}</head><body><main><h1>Minha loja</h1><div data-widget="minicart"></div><div data-widget="product-card" data-product-id="8bf581465bf2ffee1b66e84f" data-heading-level="2"></div><div data-widget="search" data-load="eager"><form action="/search" role="search"><input name="term" type="search" aria-label="Buscar"></form></div></main></body></html>`
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = path.startsWith('/react/') ? await readFile(join(dir, 'public', path)).catch(() => null) : null
    res.writeHead(file || path === '/' ? 200 : 404, {
      'Content-Type': file ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8'
    })
    res.end(file ?? body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => server.close(resolve)))
  const reactFiles: string[] = []
  page.on('request', (r) => r.url().includes('/react/react') && reactFiles.push(new URL(r.url()).pathname))
  await islandsOnOneReact(page, `http://localhost:${(server.address() as { port: number }).port}/`)
  // Each of the theme's React files once: the islands' chunks named React by its bare names only.
  expect(reactFiles.sort()).toEqual(
    Object.values(REACT_FILES)
      .map((f) => `/react/${f}`)
      .sort()
  )
})
