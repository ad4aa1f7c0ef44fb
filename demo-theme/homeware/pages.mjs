// Store 2022's pages (Maple Row Home, an American homeware shop): the same dist/ and widgets as store 1011, with
// the spec's default settings (en_us, USD, $, US), its own theme stylesheet, English copy and its own catalogue.
import { APP_URLS, formatMoney, productHref, t } from '../../dist/node/core.mjs'
import { cardArticle, cardHtml } from '../pages/card.mjs'
import { esc, jsonScript } from '../pages/html.mjs'
import { STORES, HOMEWARE_STORE_ID } from '../platform/stores.mjs'

const STORE = STORES[HOMEWARE_STORE_ID]
const LANG = 'en_us'
const money = (v) => formatMoney(v, 'USD', LANG, '$')
const label = (key) => esc(t(key, LANG))
export const PRIVACY_PATH = '/pages/privacy'

// The same local platform as store 1011, on this origin; the store id picks this store's data.
const META = {
  lang: STORE.lang,
  currency: STORE.currency,
  currency_symbol: STORE.currencySymbol,
  country_code: STORE.countryCode,
  store_id: String(STORE.storeId),
  store_object_id: STORE.objectId,
  'api:store': '/api/store/v1/',
  'api:store_cache': '/api/store-cache/{store_id}/v1/',
  'api:passport': '/api/passport/v1/',
  'api:search': '/api/search/v1/',
  'api:modules': '/api/modules/v1/',
  'api:storefront': '/api/storefront/v1/',
  'api:graphs': '/api/graphs/v1/',
  'api:platform': '/api/platform/v1/',
  'api:platform_cache': '/api/platform/v1/'
}
const metaTags = Object.entries(META).map(([k, v]) => `<meta name="ecom:${k}" content="${esc(v)}">`).join('\n    ')

/** @param {{ categories: any[] }} catalogue */
const navHtml = (catalogue) =>
  `<nav class="hw-nav" aria-label="Departments"><ul>${catalogue.categories.map((c) => `<li><a href="${esc(productHref(c))}">${esc(c.name)}</a></li>`).join('')}<li><a href="/search">All products</a></li></ul></nav>`

/** The phone menu (the side-menu island reads the hidden list); without JavaScript the button jumps to the footer. */
const sideMenuHtml = (catalogue) =>
  `<div class="hw-menu-toggle" data-widget="side-menu" data-load="media:(max-width: 767.98px)" data-title="Departments">
        <a class="vt-side-menu__toggle" href="#departments"><span aria-hidden="true">☰</span> <span class="vt-side-menu__toggle-text">Menu</span></a>
        <ul hidden>${catalogue.categories.map((c) => `<li><a href="${esc(productHref(c))}">${esc(c.name)}</a></li>`).join('')}</ul>
      </div>`

/** @param {any} catalogue @param {{ title: string, body: string, term?: string }} page */
export function homewareLayout(catalogue, { title, body, term = '' }) {
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${esc(title)} · ${esc(STORE.name)}</title>
    <meta name="description" content="Maple Row Home: kitchen, bedding and decor made to last, shipped from Portland, Oregon.">
    ${metaTags}
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/dist/storefront.css">
    <link rel="stylesheet" href="/assets/homeware.css">
    <script type="module" src="/dist/storefront.js"></script>
  </head>
  <body>
    <a class="hw-skip" href="#content">Skip to content</a>
    <header class="hw-header">
      ${sideMenuHtml(catalogue)}
      <a class="hw-logo" href="/" aria-label="Maple Row Home, home page">Maple Row</a>
      <div class="hw-search" data-widget="search">
        <form action="/search" method="get" role="search">
          <label class="vt-sr-only" for="q">Search products</label>
          <input id="q" name="term" type="search" placeholder="Search mugs, linen, lamps…" value="${esc(term)}" autocomplete="off">
          <button type="submit">Search</button>
        </form>
      </div>
      <div class="hw-account" data-widget="user"><a href="${APP_URLS.account}">My account</a></div>
      <div class="hw-cart" data-widget="minicart" data-open-on-add="true">
        <a class="vt-minicart__button" href="${APP_URLS.cart}" aria-label="${label('minicart.open')}">
          <svg class="vt-minicart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.6 2H1v2h4.2Z"/></svg>
          <span class="vt-minicart__badge" data-count="0" aria-hidden="true"></span>
        </a>
      </div>
    </header>
    ${navHtml(catalogue)}
    <main id="content">
${body}
    </main>
    <footer class="hw-footer">
      <nav id="departments" aria-label="All departments"><ul class="hw-footer__nav">${catalogue.categories.map((c) => `<li><a href="${esc(productHref(c))}">${esc(c.name)}</a></li>`).join('')}</ul></nav>
      <p>Maple Row Home LLC · 1220 NW Glisan St, Portland, OR 97209</p>
      <p><a href="${PRIVACY_PATH}">Privacy policy</a> · <a href="/search">All products</a></p>
    </footer>
  </body>
</html>`
}

const cardOptions = { lang: LANG, money }

/** @param {any} catalogue */
export function homewareHome(catalogue) {
  const products = catalogue.products.filter((p) => p.visible !== false)
  const bestSellers = products.slice().sort((a, b) => b.sales - a.sales).slice(0, 6)
  // A product shows once on the page: the grid leaves out the best sellers.
  const rest = products.filter((p) => !bestSellers.includes(p))
  // The demo's sale runs until three days from the start of today (UTC): the same end on every page of the day.
  const saleEnd = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 3 * 86_400_000).toISOString()
  return homewareLayout(catalogue, {
    title: 'Home',
    body: `      <h1 class="hw-hero">Well-made things for every room</h1>
      <p class="hw-lede">Free standard shipping on orders over $150 · Use <code>WELCOME10</code> for 10% off your first order.</p>
      <div data-widget="countdown" data-end="${saleEnd}" data-max-hours="72"><p class="vt-countdown">This week's sale</p></div>
      <div class="hw-section"><h2 class="hw-title">Best sellers</h2>
        <div data-widget="carousel" class="vt-carousel hw-best" data-label="Best sellers" data-per-view="2 2 3 4 4">
          <ul class="vt-carousel__track" role="list">${bestSellers.map((p, i) => `<li>${cardHtml(p, { ...cardOptions, eager: i < 2, list: 'Best sellers' })}</li>`).join('')}</ul>
        </div>
      </div>
      <div data-widget="popup" data-key="welcome">
        <div class="vt-popup__content" hidden>
          <h2>Welcome to Maple Row!</h2>
          <p>Take 10% off your first order with the code <code>WELCOME10</code>.</p>
          <button type="button" class="vt-button vt-button--primary" data-copy="WELCOME10">Copy code</button>
        </div>
      </div>
      <h2 class="hw-title">More from the collection</h2>
      <ul class="hw-grid" role="list">${rest.map((p) => `<li>${cardHtml(p, { ...cardOptions, list: 'More from the collection' })}</li>`).join('')}</ul>`
  })
}

/** @param {any} catalogue @param {any} p */
export function homewareProduct(catalogue, p) {
  const pic = p.pictures?.[0]?.big
  const cat = p.categories?.[0]
  return homewareLayout(catalogue, {
    title: p.name,
    body: `      <nav aria-label="Breadcrumb"><ol class="hw-crumbs"><li><a href="/">Home</a></li>${cat ? `<li><a href="${esc(productHref(cat))}">${esc(cat.name)}</a></li>` : ''}<li aria-current="page">${esc(p.name)}</li></ol></nav>
      <div data-widget="product" data-product-id="${esc(p._id)}" data-picture-size="big">${jsonScript({ product: p })}
        <div class="vt-product">
          <img class="hw-product__picture" src="${esc(pic?.url)}" alt="${esc(p.name)}" width="700" height="700">
          <div class="vt-product__info">
            <h1 class="vt-product__name">${esc(p.name)}</h1>
            <p class="vt-product__sku">SKU: ${esc(p.sku)}</p>
            <p class="vt-price"><strong class="vt-price__value">${money(p.price)}</strong></p>
          </div>
        </div>
      </div>
      <section aria-labelledby="about" class="hw-about"><h2 id="about" class="hw-title">About this product</h2><p>${esc(p.short_description)}</p></section>`
  })
}

/**
 * Results, and a category's page: the search-page island over the products the server matched, so the page is
 * useful before (and without) JavaScript.
 * @param {any} catalogue @param {{ heading: string, term?: string, products: any[], category?: any }} page
 */
export function homewareListing(catalogue, { heading, term = '', products, category }) {
  const count = products.length === 1 ? '1 product' : `${products.length} products`
  return homewareLayout(catalogue, {
    title: heading,
    term,
    body: `      <h1 class="hw-title">${esc(heading)}</h1>
      <div data-widget="search-page" data-load="eager"${category ? ` data-category="${esc(category.name)}"` : ''}>
        <div class="vt-search">
          <div class="vt-search__bar"><p class="vt-search__count">${count}</p></div>
          <div class="vt-search__results"><ul class="vt-search__grid" role="list">${products.map((p) => `<li>${cardArticle(p, { ...cardOptions, heading: 'h2' })}</li>`).join('')}</ul></div>
        </div>
      </div>`
  })
}

/** @param {any} catalogue */
export function homewareApp(catalogue) {
  return homewareLayout(catalogue, {
    title: 'Cart',
    body: `      <section class="hw-app" data-widget="checkout">
        <h1 class="hw-title">Cart and account</h1>
        <p>Loading…</p>
        <noscript><p>The cart, checkout and your account need JavaScript turned on in your browser.</p></noscript>
      </section>`
  })
}

/** @param {any} catalogue */
export function homewarePrivacy(catalogue) {
  return homewareLayout(catalogue, {
    title: 'Privacy policy',
    body: `      <article class="hw-prose">
        <h1 class="hw-title">Privacy policy</h1>
        <p>We collect only what we need to ship your order: your name, e-mail, shipping address and phone number.</p>
        <h2>Cookies and local storage</h2>
        <p>Your cart is kept in your browser, apart from any other store's, and your login in a cookie of this store's own.</p>
      </article>`
  })
}

/** @param {any} catalogue */
export function homewareNotFound(catalogue) {
  return homewareLayout(catalogue, {
    title: 'Page not found',
    body: `      <section><h1 class="hw-title">Page not found</h1><p><a href="/">Back to the home page</a> or <a href="/search">see every product</a>.</p></section>`
  })
}
