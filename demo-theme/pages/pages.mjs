import { isScheduled, onPromotion, productHref, stateToUrl } from '../../dist/node/core.mjs'
import { cardArticle, cardHtml } from './card.mjs'
import { esc } from './html.mjs'
import { filtersForm, pager, readAnswer, sortForm } from './listing-form.mjs'
import { layout } from './layout.mjs'
import { bannerList } from '../catalogue/pictures.mjs'

// `list` names the grid for analytics (view_item_list / select_item).
const grid = (products, eagerFirst = 0, list = '') =>
  `<ul class="grid" role="list">${products.map((p, i) => `<li>${cardHtml(p, { eager: i < eagerFirst, list })}</li>`).join('')}</ul>`

export function homePage(catalogue) {
  const sellable = catalogue.products.filter((p) => p.visible !== false && p.available !== false)
  const bestSellers = sellable.slice().sort((a, b) => (b.sales ?? 0) - (a.sales ?? 0)).slice(0, 10)
  // A product shows once on the page: the offers leave out the best sellers.
  const offers = sellable.filter((p) => onPromotion(p) && !bestSellers.includes(p)).slice(0, 8)
  // The offers' countdown runs to the first promotion end, or to the end of the week's sale when none has one.
  const ends = offers.map((p) => Date.parse(p.price_effective_date?.end ?? '')).filter((n) => n > Date.now())
  const offersEnd = new Date(ends.length ? Math.min(...ends) : Date.now() + 3 * 86400e3).toISOString()
  return layout({
    title: 'Início',
    body: `      <h1 class="vt-sr-only">Loja Vitrine: moda, casa e acessórios</h1>
      ${bannersHtml()}
      <div class="home-section"><h2 class="section-title">Mais vendidos</h2>
        <div data-widget="carousel" class="vt-carousel best-sellers" data-label="Mais vendidos" data-per-view="2 2 3 4 5">
          <ul class="vt-carousel__track" role="list">${bestSellers.map((p, i) => `<li>${cardHtml(p, { eager: i < 2, list: 'Mais vendidos' })}</li>`).join('')}</ul>
        </div>
      </div>
      <section aria-labelledby="ofertas" class="home-section"><h2 id="ofertas" class="section-title">Ofertas</h2>
        <div data-widget="countdown" data-end="${offersEnd}" data-max-hours="72"><p class="vt-countdown">Ofertas por tempo limitado</p></div>
        ${grid(offers, 0, 'Ofertas')}
      </section>
      ${popupHtml()}`
  })
}

// Banners: the first picture is the page's LCP image, so it loads at once; phones get a narrower picture whose text is
// large enough to read. The carousel's per-view (one) is in the theme's stylesheet, so the island's mount moves nothing
// (a style attribute would break the store's Content Security Policy). Only the
// banners inside their window are sent (core's isScheduled, the island's rule): an ended campaign is never painted.
// Each keeps its dates, so the island takes it away should it end while the page stays open.
function bannersHtml() {
  const now = Date.now()
  const dates = (b) => `${b.start ? ` data-start="${esc(b.start)}"` : ''}${b.end ? ` data-end="${esc(b.end)}"` : ''}`
  const slides = bannerList().filter((b) => isScheduled(b.start, b.end, now)).map((b, i) => `<li data-promotion-id="banner-${b.n}"${dates(b)}><a href="${esc(b.href)}"><picture>
            <source media="(max-width: 575.98px)" srcset="${b.mobileUrl}" width="${b.mobileWidth}" height="${b.mobileHeight}">
            <img src="${b.url}" width="${b.width}" height="${b.height}" alt="${esc(b.alt)}"${i ? ' loading="lazy"' : ' fetchpriority="high"'}>
          </picture></a></li>`).join('')
  return `<div data-widget="banners" class="home-banners vt-banners vt-carousel" data-label="Promoções">
        <ul class="vt-carousel__track" role="list">${slides}</ul>
      </div>`
}

// The welcome offer, shown once on the first scroll of the session; without JavaScript it stays hidden.
function popupHtml() {
  return `<div data-widget="popup" data-key="bemvindo">
        <div class="vt-popup__content" hidden>
          <h2>Boas-vindas à Loja Vitrine!</h2>
          <p>Ganhe 10% de desconto na primeira compra com o cupom <code>BEMVINDO10</code>.</p>
          <button type="button" class="vt-button vt-button--primary" data-copy="BEMVINDO10">Copiar cupom</button>
        </div>
      </div>`
}

export { productPage } from './product.mjs'

// Results, category and brand pages: one island over server-rendered results. The markup is the island's own
// skeleton (count bar, filters disclosure, grid), so the island takes over without moving anything; without
// JavaScript it is a plain results page reached by the header's GET form.
/**
 * @param {{ title: string, heading: string, term?: string, answer: any, widgetAttrs?: string, trail?: { name: string, href: string }[],
 *   path?: string, state?: any, scope?: { brands?: string[], categories?: string[] } }} page
 */
function listing({ title, heading, term = '', answer, widgetAttrs = '', trail = [], path = '/search', state = {}, scope = {} }) {
  const result = readAnswer(answer, term)
  if (!result) answer = null
  const products = result?.items ?? []
  const total = result?.total ?? 0
  const count = total === 1 ? '1 produto encontrado' : total ? `${total} produtos encontrados` : 'Nenhum produto encontrado'
  // Static cards, not card islands: the results island replaces the grid whole, with products from its one search.
  const grid = `<ul class="vt-search__grid" role="list">${products.map((p, i) => `<li>${cardArticle(p, { eager: i < 4, heading: 'h2' })}</li>`).join('')}</ul>`
  const results = answer === null
    ? '<p class="vt-search__error" role="alert">Não foi possível realizar a busca, por favor verique sua conexão.</p>'
    : products.length ? grid : `<div class="vt-search__empty"><p>${term ? `Nenhum produto encontrado para "${esc(term)}"` : 'Nenhum produto encontrado'}</p></div>`
  return layout({
    title,
    term,
    body: `      ${breadcrumbs(trail, heading)}
      <h1 class="section-title">${esc(heading)}</h1>
      <div data-widget="search-page" data-load="eager"${widgetAttrs}>${answer ? embeddedAnswer(answer, state) : ''}
        <div class="vt-search">
          <div class="vt-search__bar"><p class="vt-search__count">${answer === null ? '' : count}</p>${sortForm(path, state)}</div>
          <div class="vt-search__body">
            ${result ? filtersForm(path, state, result, scope) : '<details class="vt-search__filters"><summary>Filtros</summary></details>'}
            <div class="vt-search__results">${results}${pager(path, state, total)}</div>
          </div>
        </div>
      </div>`
  })
}

/**
 * The search answer the page was rendered from, for the island to adopt instead of searching again: only what reading
 * it needs, tagged with the state it answers. `<` is escaped so no product text can close the script element.
 */
function embeddedAnswer(answer, state) {
  const { hits, aggregations, suggest } = answer
  const json = JSON.stringify({ hits, aggregations, suggest }).replace(/</g, '\\u003c')
  return `<script type="application/json" data-search-answer="${esc(stateToUrl(state).toString())}">${json}</script>`
}

/** Início › the page's parents (links) › the page itself (current). */
function breadcrumbs(trail, current) {
  const links = [{ name: 'Início', href: '/' }, ...trail].map((c) => `<li><a href="${esc(c.href)}">${esc(c.name)}</a></li>`).join('')
  return `<nav aria-label="Trilha"><ol class="breadcrumbs">${links}<li aria-current="page">${esc(current)}</li></ol></nav>`
}

/** @param {string} term @param {any} answer @param {any} [state] the URL's search state (core's stateFromUrl) */
export function searchPage(term, answer, state = {}) {
  return listing({
    title: term ? `Busca: ${term}` : 'Busca',
    heading: term ? `Resultados para "${term}"` : 'Todos os produtos',
    term,
    answer,
    state
  })
}

/** A category's page: the results island with the category as its fixed filter (`data-category`). */
export function categoryPage(category, answer, state = {}) {
  const trail = category.parent ? [{ name: category.parent.name, href: productHref(category.parent) }] : []
  return listing({ title: category.name, heading: category.name, answer, trail, widgetAttrs: ` data-category="${esc(category.name)}"`, path: productHref(category), state, scope: { categories: [category.name] } })
}

/** A brand's page: the results island with the brand as its fixed filter (`data-brand`). */
export function brandPage(brand, answer, state = {}) {
  return listing({ title: brand.name, heading: brand.name, answer, trail: [{ name: 'Marcas', href: '/search' }], widgetAttrs: ` data-brand="${esc(brand.name)}"`, path: productHref(brand), state, scope: { brands: [brand.name] } })
}

export function appPage() {
  return layout({
    title: 'Carrinho',
    body: `      <section class="app-shell" data-widget="checkout" data-cep-lookup="/api/cep/v1/{cep}.json" data-pix-demo-pay="/_demo/pix/{txid}">
        <h1 class="section-title">Carrinho e minha conta</h1>
        <p>Carregando…</p>
        <noscript><p>O carrinho, o checkout e a sua conta precisam de JavaScript ativado no navegador.</p></noscript>
      </section>`
  })
}

export function privacyPage() {
  return layout({
    title: 'Política de privacidade',
    body: `      <article class="prose">
        <h1>Política de privacidade</h1>
        <p>Coletamos apenas os dados necessários para processar seus pedidos: nome, e-mail, documento, endereço de entrega e telefone.</p>
        <h2>Cookies e armazenamento local</h2>
        <p>O carrinho fica salvo no seu navegador (armazenamento local) e a sessão de login em um cookie próprio da loja, válido por 6 dias.</p>
        <h2>Seus direitos (LGPD)</h2>
        <p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail privacidade@lojavitrine.example.</p>
      </article>`
  })
}

export function notFoundPage() {
  return layout({
    title: 'Página não encontrada',
    body: `      <section class="not-found">
        <h1 class="section-title">Página não encontrada</h1>
        <p>O endereço que você procurou não existe ou mudou.</p>
        <p><a href="/">Voltar para a página inicial</a> ou <a href="/search">ver todos os produtos</a>.</p>
      </section>`
  })
}
