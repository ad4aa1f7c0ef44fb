// The small driver every journey is written against, the same in each engine: go to a page, click, fill, read a
// text, run a function in the page, wait for a condition. An engine supplies only the primitives (tests/engines/
// firefox.mjs, webkit.mjs); finding elements and waiting are written once, here, and run in the page.

/**
 * What a journey names an element by: a CSS selector, or an accessible role and name (`{ role: 'button', name:
 * 'Continuar' }`; `partial` matches a part of the name), or a form field by its label (`{ label: 'CEP' }`); `within`
 * limits the search to the element another target finds.
 * @typedef {string | { css?: string, role?: string, name?: string, label?: string, partial?: boolean, within?: Target }} Target
 */

/**
 * What an engine supplies.
 * @typedef {object} Primitives
 * @property {(url: string) => Promise<void>} goto
 * @property {(fn: Function, arg?: unknown) => Promise<any>} run runs `fn(arg)` in the page, awaits its promise
 * @property {(target: Target) => Promise<unknown>} element the element `locate` finds, as the engine's handle, or null
 * @property {(element: any, fn: Function) => Promise<any>} runOn runs `fn(element)` in the page
 * @property {(element: any) => Promise<void>} click a real click, as the engine's input actions make it
 * @property {((point: { x: number, y: number }) => Promise<void>)} [clickAt] a real click at a point of the viewport, without
 *   scrolling first (where the engine offers one)
 * @property {(element: any, text: string) => Promise<void>} type types into the focused element, key by key
 * @property {(element: any) => Promise<void>} enter presses Enter in the focused element
 * @property {() => Promise<void>} fresh a journey's start: no cookies, no storage
 * @property {() => Promise<void>} close
 */

/**
 * The driver a journey uses.
 * @typedef {object} Driver
 * @property {string} engine
 * @property {string} origin
 * @property {(path: string) => Promise<void>} goto
 * @property {(target: Target) => Promise<void>} click
 * @property {(target: Target) => Promise<void>} enter
 * @property {(target: Target, value: string) => Promise<void>} fill
 * @property {(target: Target) => Promise<string>} textOf
 * @property {(fn: Function, arg?: unknown) => Promise<any>} run
 * @property {(what: string, fn: Function, arg?: unknown, timeout?: number) => Promise<any>} waitFor polls `fn(arg)` in the
 *   page until it is truthy; `fn` returns plain data, never an element (engines do not agree on how to send one back)
 * @property {() => Promise<void>} fresh
 * @property {() => Promise<void>} close
 */

/** How long a step waits for its element or condition: a loaded two-core machine, not a fast laptop. */
export const STEP_TIMEOUT = 20_000

/**
 * @param {string} engine
 * @param {string} origin the demo server, e.g. http://localhost:8201
 * @param {Primitives} p
 * @returns {Driver}
 */
export function makeDriver(engine, origin, p) {
  /** Calls `probe` until it gives something truthy; an error (a navigation under way) is retried until the time is up. */
  async function poll(what, probe, timeout = STEP_TIMEOUT) {
    const end = Date.now() + timeout
    let last
    for (;;) {
      try {
        const value = await probe()
        if (value) return value
      } catch (e) {
        last = e
      }
      if (Date.now() > end) {
        throw new Error(`${engine}: waited ${timeout} ms for ${what}${last ? ` (last error: ${last.message})` : ''}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  /** The element once it is there and visible. */
  const element = (target) => poll(nameOf(target), () => p.element(target))
  return {
    engine,
    origin,
    goto: (path) => p.goto(new URL(path, origin).href),
    async click(target) {
      // What the engine's click would hit must be the element itself, brought to the middle of the view, not a banner
      // or a closing dialog over it: waited for, as Playwright does before its clicks.
      let cover = ''
      const el = await poll(`${nameOf(target)} to be uncovered`, async () => {
        const found = await p.element(target)
        cover = found ? await p.runOn(found, hitTarget) : ''
        return !cover && found
      }).catch((e) => {
        throw cover ? new Error(`${engine}: ${nameOf(target)} is covered by ${cover}`) : e
      })
      // Where the check found the element uncovered, at once: an engine's own click scrolls again where it sees fit
      // (Firefox's put a button that had moved under the fixed consent banner, and the click hit the banner).
      if (p.clickAt) await p.clickAt(await p.runOn(el, centre))
      else await p.click(el)
    },
    async fill(target, value) {
      const field = await element(target)
      // Select what is there so typing replaces it, as a shopper would before typing over a field.
      await p.runOn(field, (el) => {
        el.focus()
        if (typeof el.select === 'function') el.select()
      })
      await p.type(field, value)
    },
    /** Enter pressed in a field, as a shopper sends a form from the keyboard. */
    async enter(target) {
      const field = await element(target)
      await p.runOn(field, (el) => el.focus())
      await p.enter(field)
    },
    async textOf(target) {
      return p.runOn(await element(target), (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    },
    run: p.run,
    waitFor: (what, fn, arg, timeout) => poll(what, () => p.run(fn, arg), timeout),
    fresh: p.fresh,
    close: p.close
  }
}

/** The middle of what `hitTarget` checked, in the viewport's coordinates. */
function centre(el) {
  const shown = el.getClientRects().length ? el : [...(el.labels ?? [])].find((l) => l.getClientRects().length)
  const box = shown.getBoundingClientRect()
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
}

/** @param {Target} target */
export function nameOf(target) {
  return typeof target === 'string' ? `"${target}"` : JSON.stringify(target)
}

/**
 * In the page: the first visible element the target names, or null. Self-contained (it is sent to the page as
 * source text). Accessible names are the common cases only: aria-label, aria-labelledby, a label, the text.
 * @param {Target} target
 */
export function locate(target) {
  const t = typeof target === 'string' ? { css: target } : target
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim()
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const byIds = (ids) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
  const labelOf = (el) =>
    norm(
      el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') && byIds(el.getAttribute('aria-labelledby'))) ||
        [...(el.labels ?? [])].map((l) => l.textContent).join(' ') ||
        (/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName) ? '' : el.textContent)
    )
  const roles = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href], [role="link"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    dialog: 'dialog, [role="dialog"]',
    group: 'fieldset, [role="group"], [role="radiogroup"]'
  }
  const groupName = (el) =>
    el.tagName === 'FIELDSET' && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby')
      ? norm(el.querySelector('legend')?.textContent)
      : labelOf(el)
  const scope = t.within ? locate(t.within) : document
  if (!scope) return null
  const matches = (name) => (t.partial ? name.includes(t.name ?? t.label) : name === (t.name ?? t.label))
  let found
  if (t.css) found = [...scope.querySelectorAll(t.css)]
  else if (t.label) found = [...scope.querySelectorAll('input, select, textarea')].filter((el) => matches(labelOf(el)))
  else
    found = [...scope.querySelectorAll(roles[t.role] ?? `[role="${t.role}"]`)].filter(
      (el) => t.name === undefined || matches(t.role === 'group' ? groupName(el) : labelOf(el))
    )
  // A radio or checkbox drawn by its label may hide the input itself: its label shows where it is.
  return found.find((el) => visible(el) || [...(el.labels ?? [])].some(visible)) ?? null
}

/**
 * In the page: scrolls the element (or, for an input drawn by its label, the label) to the middle of the view and
 * returns what covers its centre, or '' when a click there reaches it.
 */
function hitTarget(el) {
  const shown = el.getClientRects().length ? el : [...(el.labels ?? [])].find((l) => l.getClientRects().length)
  shown.scrollIntoView({ block: 'center', inline: 'center' })
  const box = shown.getBoundingClientRect()
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  if (!top || shown.contains(top) || top.contains(shown) || (el.labels && [...el.labels].some((l) => l.contains(top))))
    return ''
  const name = (n) =>
    `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${n.classList.length ? `.${[...n.classList].join('.')}` : ''}`
  return `${name(top)}${top.parentElement ? ` in ${name(top.parentElement)}` : ''}`
}
