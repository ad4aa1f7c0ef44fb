import type { Page } from '@playwright/test'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Runs axe-core on the page and returns its violations (impact and rule ids), for readable failures. */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(o?: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const r = await axe.run({ resultTypes: ['violations'] })
    return r.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

/** Starts collecting layout shifts before any script of the page runs. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

export async function allReady(page: Page, selector = '[data-widget]') {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((el) =>
        ['ready', 'error', 'skipped'].includes(el.getAttribute('data-widget-state') ?? '')
      ),
    selector
  )
}
