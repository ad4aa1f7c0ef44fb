import { onPromotion, price } from '../../dist/node/core.mjs'
import { cardArticle, cardHtml } from './card.mjs'
import { esc, money } from './html.mjs'
import { layout } from './layout.mjs'

// `list` names the grid for analytics (view_item_list / select_item).
const grid = (products, eagerFirst = 0, list = '') =>
  `<ul class="grid" role="list">${products.map((p, i) => `<li>${cardHtml(p, { eager: i < eagerFirst, list })}</li>`).join('')}</ul>`

export function homePage(catalogue) {
  const featured = catalogue.products.filter((p) => p.visible !== false).slice(0, 12)
  const offers = catalogue.products.filter((p) => p.visible !== false && onPromotion(p)).slice(0, 8)
  return layout({
    title: 'Início',
    body: `      <h1 class="vt-sr-only">Loja Vitrine: moda, casa e acessórios</h1>
      <section class="banner" aria-label="Destaque">
        <img src="/img/banners/1.svg" width="1200" height="400" alt="Coleção de verão: até 40% de desconto" fetchpriority="high">
      </section>
      <section aria-labelledby="destaques"><h2 id="destaques" class="section-title">Destaques da semana</h2>${grid(featured, 4, 'Destaques da semana')}</section>
      <section aria-labelledby="ofertas"><h2 id="ofertas" class="section-title">Ofertas</h2>${grid(offers, 0, 'Ofertas')}</section>`
  })
}

export { productPage } from './product.mjs'

// Results, category and brand pages: one island over server-rendered results. The markup is the island's own
// skeleton (count bar, filters disclosure, grid), so the island takes over without moving anything; without
// JavaScript it is a plain results page reached by the header's GET form.
function listing({ title, heading, term = '', answer, widgetAttrs = '' }) {
  const hits = answer?.hits?.hits ?? []
  const products = hits.map((h) => ({ ...h._source, _id: h._id }))
  const total = typeof answer?.hits?.total === 'number' ? answer.hits.total : answer?.hits?.total?.value ?? 0
  const count = total === 1 ? '1 produto encontrado' : total ? `${total} produtos encontrados` : 'Nenhum produto encontrado'
  // Static cards, not card islands: the results island replaces the grid whole, with products from its one search.
  const grid = `<ul class="vt-search__grid" role="list">${products.map((p, i) => `<li>${cardArticle(p, { eager: i < 4, heading: 'h2' })}</li>`).join('')}</ul>`
  const results = answer === null
    ? '<p class="vt-search__error" role="alert">Não foi possível realizar a busca, por favor verique sua conexão.</p>'
    : products.length ? grid : `<div class="vt-search__empty"><p>${term ? `Nenhum produto encontrado para "${esc(term)}"` : 'Nenhum produto encontrado'}</p></div>`
  return layout({
    title,
    term,
    body: `      <h1 class="section-title">${esc(heading)}</h1>
      <div data-widget="search-page" data-load="eager"${widgetAttrs}>
        <div class="vt-search">
          <div class="vt-search__bar"><p class="vt-search__count">${answer === null ? '' : count}</p></div>
          <div class="vt-search__body">
            <details class="vt-search__filters"><summary>Filtros</summary></details>
            <div class="vt-search__results">${results}</div>
          </div>
        </div>
      </div>`
  })
}

export function searchPage(term, answer) {
  return listing({
    title: term ? `Busca: ${term}` : 'Busca',
    heading: term ? `Resultados para "${term}"` : 'Todos os produtos',
    term,
    answer
  })
}

/** A category's page: the results island with the category as its fixed filter (`data-category`). */
export function categoryPage(category, answer) {
  return listing({ title: category.name, heading: category.name, answer, widgetAttrs: ` data-category="${esc(category.name)}"` })
}

/** A brand's page: the results island with the brand as its fixed filter (`data-brand`). */
export function brandPage(brand, answer) {
  return listing({ title: brand.name, heading: brand.name, answer, widgetAttrs: ` data-brand="${esc(brand.name)}"` })
}

export function appPage() {
  return layout({
    title: 'Carrinho',
    body: `      <section class="app-shell" data-widget="checkout" data-cep-lookup="/api/cep/v1/{cep}.json">
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
