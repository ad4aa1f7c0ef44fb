// The shopper's core journeys, written once against the driver (tests/engines/driver.mjs) and run in each engine.
// The full checks (axe, focus, exact totals, layout shift) are the Chromium suite's (tests/browser/); these prove the
// same paths work end to end in Gecko and WebKit.
import { randomUUID } from 'node:crypto'

// Demo catalogue (seed 1): a T-shirt sold by size and colour.
const SHIRT = '/camiseta-basica-linho'
const CEP = '01310100'

/** @param {unknown} ok @param {string} message */
function check(ok, message) {
  if (!ok) throw new Error(message)
}

/** In the page: every island on the page, with its state. */
function widgetStates() {
  return [...document.querySelectorAll('[data-widget]')].map((el) => ({
    name: el.getAttribute('data-widget'),
    state: el.getAttribute('data-widget-state'),
    load: el.getAttribute('data-load')
  }))
}

/** In the page: whether the island named `name` is ready. */
function islandReady(name) {
  return document.querySelector(`[data-widget="${name}"]`)?.getAttribute('data-widget-state') === 'ready'
}

/**
 * A simple product of the demo catalogue (no variations, in stock, sold one by one, no kit, not on request), asked of
 * the platform as any client would.
 * @param {string} origin
 */
async function simpleProduct(origin) {
  const res = await fetch(`${origin}/api/store/v1/products.json?limit=72`, { headers: { 'X-Store-ID': '1011' } })
  const { result } = await res.json()
  const product = result.find(
    (x) =>
      !x.variations?.length &&
      x.price > 0 &&
      x.available &&
      x.visible &&
      x.quantity > 5 &&
      !x.min_quantity &&
      !x.kit_composition
  )
  check(product, 'no simple product in the demo catalogue')
  return product
}

/**
 * The cart page with one line, through the cart link a campaign or the no-JavaScript product form uses.
 * @param {import('./driver.mjs').Driver} d
 */
async function cartWithOneLine(d) {
  const product = await simpleProduct(d.origin)
  await d.goto(`/app/?product_id=${product._id}#/cart`)
  await d.waitFor('the checkout island ready', islandReady, 'checkout')
  await d.waitFor(
    'the line on the cart page',
    (name) => [...document.querySelectorAll('.vt-line__name')].some((a) => a.textContent.trim() === name),
    product.name
  )
  return product
}

/** @param {import('./driver.mjs').Driver} d @param {RegExp} hash */
const hashIs = (d, hash) =>
  d.waitFor(`the address ${hash}`, (source) => new RegExp(source).test(location.hash), hash.source)

/** @type {{ name: string, run: (d: import('./driver.mjs').Driver) => Promise<void> }[]} */
export const JOURNEYS = [
  {
    name: 'home page: every island the page calls for reaches ready',
    async run(d) {
      await d.goto('/')
      // Islands mount as they come near the viewport: scroll on (the page's own scroll, not the shopper's wheel,
      // which would open the welcome popup). At the page's end, an island still waiting is brought into view and
      // given focus inside, as a keyboard shopper's Tab would (islands loaded on interaction, a card in a carousel's
      // hidden slide). Islands the viewport's media query leaves out are not called for.
      const count = await d
        .waitFor(
          'every island ready',
          () => {
            const islands = [...document.querySelectorAll('[data-widget]')]
            const called = islands.filter((el) => {
              const media = /^media:(.*)$/.exec(el.getAttribute('data-load') ?? '')
              return !media || matchMedia(media[1]).matches
            })
            const waiting = called.filter((el) => el.getAttribute('data-widget-state') !== 'ready')
            if (!waiting.length) return islands.length
            if (innerHeight + scrollY < document.documentElement.scrollHeight - 1) window.scrollBy(0, 600)
            else {
              // One at a time, so each is in view long enough for its observer to see it.
              const el = waiting.find((w) => w.getAttribute('data-widget-state') === 'pending')
              const focusable = 'a[href], button, input, select, textarea, [tabindex]'
              el?.scrollIntoView({ block: 'center' })
              ;(el?.matches(focusable) ? el : el?.querySelector(focusable))?.focus()
            }
            return 0
          },
          undefined,
          20_000
        )
        .catch(async (e) => {
          const late = (await d.run(widgetStates)).filter((w) => w.state !== 'ready')
          throw new Error(`${e.message}; not ready: ${late.map((w) => `${w.name} ${w.state} (${w.load})`).join(', ')}`)
        })
      check(count >= 10, `only ${count} islands on the home page`)
    }
  },
  {
    name: 'product page: choose the variation, buy; the minicart opens with the line',
    async run(d) {
      await d.goto(SHIRT)
      await d.waitFor('the product island ready', islandReady, 'product')
      const name = await d.textOf('[data-widget="product"] h1')
      // One option in each grid, if the product has any: the first one on offer in the first grid still unchosen.
      const grids = await d.run(() => document.querySelectorAll('[data-widget="product"] [role="radiogroup"]').length)
      for (let g = 0; g < grids; g++) {
        await d.click(
          '[data-widget="product"] [role="radiogroup"]:not(:has([aria-checked="true"])) [role="radio"]:not([aria-disabled="true"])'
        )
      }
      if (grids) await d.waitFor('a variation chosen', () => new URLSearchParams(location.search).has('variation_id'))
      // No wait for the minicart island: it loads when the browser is idle (a full second after load where
      // requestIdleCallback is missing, as in WebKit), and an add made before it mounts still opens the drawer.
      await d.click({ role: 'button', name: 'Comprar', within: '[data-widget="product"]' })
      await d.waitFor(
        'the minicart open with the line',
        (product) =>
          // The line's name carries the variation chosen: "Camiseta Básica Linho / Preto / P".
          [...document.querySelectorAll('dialog[open] .vt-line__name')].some((a) => a.textContent.startsWith(product)),
        name
      )
    }
  },
  {
    name: 'cart page: a CEP is quoted, the cheapest service chosen',
    async run(d) {
      await cartWithOneLine(d)
      await d.fill({ label: 'CEP' }, CEP)
      await d.click({ role: 'button', name: 'Calcular frete' })
      await d.waitFor(
        'a shipping service chosen and priced',
        () =>
          Boolean(document.querySelector('input[type="radio"]:checked')) &&
          /R\$/.test(document.querySelector('[data-total="freight"]')?.textContent ?? '')
      )
    }
  },
  {
    name: 'checkout: a visitor pays by boleto and sees the confirmation',
    async run(d) {
      await cartWithOneLine(d)
      await d.click({ role: 'button', name: 'Finalizar compra' })
      await hashIs(d, /#\/checkout\/identification$/)
      await d.fill({ label: 'E-mail' }, `visitante.${randomUUID().slice(0, 8)}@example.com`)
      await d.click({ role: 'button', name: 'Continuar como visitante' })
      await hashIs(d, /#\/checkout\/customer$/)
      await d.fill({ label: 'Nome completo' }, 'Ana Souza')
      await d.fill({ label: 'CPF' }, '52998224725')
      await d.fill({ label: 'Telefone' }, '11987654321')
      await d.click({ role: 'button', name: 'Continuar' })
      await hashIs(d, /#\/checkout\/address$/)
      await d.fill({ label: 'CEP' }, CEP)
      // The CEP lookup fills the street; the number is the shopper's.
      await d.waitFor('the street filled from the CEP', () =>
        [...document.querySelectorAll('input')].some(
          (i) => [...i.labels].some((l) => /Endereço/.test(l.textContent)) && i.value
        )
      )
      await d.fill({ label: 'Número' }, '1000')
      await d.waitFor('a shipping service chosen', () => Boolean(document.querySelector('input[type="radio"]:checked')))
      // Sent from the keyboard: under load Firefox's click on 'Continuar' once landed on the consent banner, the
      // button having moved under it between the check and the click (an open question, said in the issue).
      await d.enter({ label: 'Número' })
      await hashIs(d, /#\/checkout\/payment$/)
      await d.click({ role: 'radio', name: 'Boleto', partial: true })
      await d.waitFor('the boleto total', () => Boolean(document.querySelector('[data-total="boleto"]')))
      await d.click({ role: 'button', name: 'Finalizar pedido' })
      await hashIs(d, /#\/confirmation\/[0-9a-f]{24}\/\d+$/)
      await d.waitFor(
        'the order number and the boleto line',
        () => /Pedido nº \d+/.test(document.body.textContent) && Boolean(document.querySelector('.vt-billet-code'))
      )
      const code = await d.textOf('.vt-billet-code')
      check(code.includes('34191'), `boleto line: ${code}`)
    }
  },
  {
    name: 'login by e-mail code: the name shows in the user island',
    async run(d) {
      // A customer of this run's own: codes and wrong tries count per e-mail.
      const email = `cliente.${randomUUID().slice(0, 8)}@example.com`
      const made = await fetch(`${d.origin}/__platform/customers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, like: 'maria@example.com' })
      })
      check(made.ok, `the test customer was not made: ${made.status}`)
      await d.goto('/')
      await d.waitFor('the user island ready', islandReady, 'user')
      await d.click('[data-widget="user"] button.vt-user__button')
      const dialog = { role: 'dialog', name: 'Entrar' }
      await d.fill({ label: 'E-mail', within: dialog }, email)
      await d.click({ role: 'button', name: 'Receber código por e-mail', within: dialog })
      await d.fill({ label: 'Código', within: dialog }, await mailedCode(d.origin, email))
      await d.click({ role: 'button', name: 'Continuar', within: dialog })
      await d.waitFor('the name in the user island', () =>
        /Maria/.test(document.querySelector('[data-widget="user"] button.vt-user__button')?.textContent ?? '')
      )
    }
  },
  {
    name: 'search: a brand filter changes the results and the address',
    async run(d) {
      await d.goto('/search')
      await d.waitFor('the results island ready', islandReady, 'search-page')
      const before = await d.textOf('.vt-search__count')
      const brands = { role: 'group', name: 'Marcas' }
      const brand = await d.textOf({ css: 'label span:not(.vt-facet__count)', within: brands })
      await d.click({ role: 'checkbox', within: brands })
      await d.waitFor(
        'the count and the address to follow the filter',
        ([was, name]) =>
          new URLSearchParams(location.search).getAll('brands').includes(name) &&
          document.querySelector('.vt-search__count')?.textContent.replace(/\s+/g, ' ').trim() !== was,
        [before, brand]
      )
    }
  }
]

/** The code in the demo's mailbox (the local platform's test control), once the passport has sent it. */
async function mailedCode(origin, email) {
  const end = Date.now() + 15_000
  while (Date.now() < end) {
    const mail = await fetch(`${origin}/__platform/email-codes?email=${encodeURIComponent(email)}`)
    const code = mail.ok ? (await mail.json()).code : undefined
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no e-mail code for ${email}`)
}
