import { writeFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { installTarball, linkPackages, pack, startDev, themeFolder } from './package-helpers'

// The React flavour by the bundler route: a Vite 8 + React 19 app that imports `vitrine/react` from the installed
// tarball, built (`vite build`, then served as files) and run on Vite's dev server. React renders the islands'
// elements; the islands mount in them on the app's own React: one react-dom renderer on the page (React DevTools'
// hook counts them), and hooks that work (a second React would break every island).

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

test('vite build and vite dev: the islands mount in a React 19 app on its one React', async ({ page }) => {
  test.setTimeout(90_000)
  const folder = await themeFolder('vitrine-vite-')
  const stops: (() => Promise<unknown>)[] = []
  try {
    const { dir } = folder
    await installTarball(dir, await pack(dir))
    await linkPackages(dir, ['react', 'react-dom', 'scheduler'])
    const dev = await startDev(dir)
    stops.push(dev.stop)
    await mkdir(join(dir, 'src'))
    await writeFile(join(dir, 'src/main.jsx'), MAIN)
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Minha loja</title>\n${dev.tags
        .split('\n')
        .filter((t) => t.startsWith('<meta'))
        .join(
          '\n'
        )}\n<link rel="stylesheet" href="${dev.url}/vitrine/storefront.css"></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`
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
  } finally {
    for (const stop of stops.reverse()) await stop()
    await folder.remove()
  }
})
