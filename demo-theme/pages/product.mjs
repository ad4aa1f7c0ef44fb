import { discountPercent, extraDiscount, gridsOf, gridTitle, inactiveReason, onPromotion, productHref, shownPrice, t } from '../../dist/node/core.mjs'
import { descriptionHtml } from './description.mjs'
import { esc, jsonScript, money } from './html.mjs'
import { layout, STORE_EXTRA_DISCOUNT } from './layout.mjs'
import { swatchColor } from './swatches.mjs'

// The product page (/{slug}). The `product` island takes over the markup inside data-widget="product": it is the
// island's own structure (gallery, info column, buy form) so the swap moves nothing. Without JavaScript the page
// still shows name, price, pictures, description and specs, and a plain form that adds the default variation.

// Related products come from the Graphs API through the island, into the empty element at the end of the page.

/** Where the no-JavaScript form goes: a server route that redirects to the cart page with the line to add. */
export const ADD_ROUTE = '/carrinho/adicionar'

/** Where an upon-request product's quote is asked for (the island's data-contact-url). */
const CONTACT = 'mailto:contato@lojavitrine.example'

/** Why the product cannot be bought (core's rule, the cards' labels), or null. */
function inactive(p) {
  const key = inactiveReason(p)
  return key && t(key, 'pt_br')
}

/** Whether the product is sold on request: the page then offers a quote instead of a price. */
const onRequest = (p) => inactiveReason(p) === 'product.upon_request'

const pictureUrl = (pic, size) => pic?.[size]?.url ?? pic?.big?.url ?? pic?.normal?.url ?? pic?.zoom?.url ?? pic?.small?.url

function gallery(p) {
  const pics = p.pictures ?? []
  const first = pics[0]
  const main = `<button type="button" class="vt-product__main" aria-label="Ampliar foto: ${esc(p.name)}"><img class="vt-product__picture" src="${esc(pictureUrl(first, 'big'))}" alt="" width="700" height="700" fetchpriority="high" decoding="async"></button>`
  if (pics.length < 2) return `<div class="vt-product__gallery">${main}</div>`
  const thumbs = pics.map((pic, i) => `<li><button type="button" class="vt-product__thumb"${i === 0 ? ' aria-current="true"' : ''} aria-label="Foto ${i + 1} de ${pics.length}"><img src="${esc(pictureUrl(pic, 'small'))}" alt="" width="100" height="100" loading="lazy" decoding="async"></button></li>`).join('')
  return `<div class="vt-product__gallery">${main}<ul class="vt-product__thumbs" role="list">${thumbs}</ul></div>`
}

function priceHtml(p) {
  const promo = onPromotion(p)
  const stamp = promo ? `<span class="vt-price__stamp" aria-hidden="true">-${discountPercent(p)}%</span><s class="vt-price__base"><span class="vt-sr-only">De </span>${money(p.base_price)}</s>` : ''
  // Empty lines where the island puts instalments, cash price, the store's extra discount (when this price earns it),
  // points and the promotion's time left.
  const empty = (c) => `<span class="${c}" aria-hidden="true">&nbsp;</span>`
  const shown = shownPrice(p)
  const extra = shown !== null && extraDiscount(shown, STORE_EXTRA_DISCOUNT) !== null ? ['vt-product__extra'] : []
  const lines = ['vt-price__installments', 'vt-product__cash', ...extra, 'vt-product__points'].map(empty).join('') + (p.price_effective_date?.end ? empty('vt-product__ends') : '')
  return `<div class="vt-price vt-product__price">${stamp}<strong class="vt-price__value">${promo ? '<span class="vt-sr-only">Por </span>' : ''}${money(shownPrice(p))}</strong>${lines}</div>`
}

/** The grids as static radio inputs inside the no-JS form: the default (first sellable) variation pre-checked. */
function defaultVariation(p) {
  return p.variations?.find((v) => v.quantity === undefined || v.quantity > 0)
}

// The island's shipping calculator, drawn in place so its arrival moves nothing (it needs JavaScript to answer). The
// empty status line above it is the island's too: the buy column's gap around it is there from the start.
const shippingSkeleton = `<div class="vt-product__shipping"><label for="cep-nojs">CEP</label><div class="vt-product__shipping-row"><input id="cep-nojs" inputmode="numeric" placeholder="00000-000" maxlength="9" disabled><button type="button" disabled>Calcular frete</button></div><div role="status"></div></div>`

/**
 * The island's variation groups and customization fields, drawn in place (inert until it takes over) so the column
 * keeps its height: the same grids, options and colours (core's gridsOf over the store's grids). Without JavaScript
 * the form below buys the default variation.
 */
function choicesSkeleton(catalogue, p) {
  const grids = gridsOf(p, catalogue.grids).map((g) => {
    const options = g.options.map((o) => o.colors?.[0]
      ? `<button type="button" role="radio" aria-checked="false" class="vt-product__swatch" aria-label="${esc(o.text)}" tabindex="-1" data-color="${swatchColor(o.colors[0])}"></button>`
      : `<button type="button" role="radio" aria-checked="false" class="vt-product__option" tabindex="-1">${esc(o.text)}</button>`).join('')
    return `<div class="vt-product__grid"><p class="vt-product__grid-title">${esc(g.title)}</p><div class="vt-product__options" role="radiogroup" aria-label="${esc(g.title)}" aria-disabled="true">${options}</div></div>`
  }).join('')
  const custom = (p.customizations ?? []).map((c) => !c.custom_value && c.options?.length === 1
    ? `<div class="vt-product__custom-field"><input type="checkbox" disabled aria-label="${esc(c.label)}"><label>${esc(c.label)}</label></div>`
    : `<div class="vt-product__custom-field"><label>${esc(c.label)}</label><input type="text" disabled aria-label="${esc(c.label)}"></div>`).join('')
  return (grids ? `<div class="vt-product__variations">${grids}</div>` : '') +
    (custom ? `<fieldset class="vt-product__custom"><legend>Personalização</legend>${custom}</fieldset>` : '')
}

/** The form id the kit's part choices belong to (they sit in the kit's list, where the island draws them). */
const BUY_FORM = 'buy-nojs'

/**
 * A kit's parts, as the island lists them. A part the kit leaves open (it has variations, the kit fixes none) gets
 * its select here too, tied to the buy form by its form attribute, so without JavaScript the shopper still chooses.
 */
function kitList(catalogue, p) {
  if (!p.kit_composition?.length) return ''
  const items = p.kit_composition.map((c) => {
    const part = catalogue.products.find((o) => o._id === c._id)
    const v = part?.variations?.find((x) => x._id === c.variation_id)
    const link = part ? `<a href="${esc(productHref(part))}">${esc(v?.name ?? part.name)}</a>` : '…'
    return `<li>${c.quantity ?? 1} × ${link}${!c.variation_id && part?.variations?.length ? partChoice(part) : ''}</li>`
  }).join('')
  return `<section class="vt-product__kit"><p class="vt-product__kit-title">Itens do kit</p><ul>${items}</ul></section>`
}

/** A kit's parts for the island's JSON, so it draws the list above at once, without reading them first. */
function kitParts(catalogue, p) {
  if (!p.kit_composition?.length) return {}
  return { kitParts: p.kit_composition.map((c) => catalogue.products.find((o) => o._id === c._id)).filter(Boolean) }
}

function partChoice(part) {
  const options = part.variations.map((v) => {
    const out = v.quantity !== undefined && !(v.quantity > 0)
    return `<option value="${esc(v._id)}"${out ? ' disabled' : ''}>${esc(v.name ?? v.sku ?? v._id)}${out ? ' (Esgotado)' : ''}</option>`
  }).join('')
  return `<select class="vt-product__kit-choice" name="kit_variation" form="${BUY_FORM}" required aria-label="Escolha uma opção: ${esc(part.name)}"><option value="" disabled selected>Escolha uma opção</option>${options}</select>`
}

function buyForm(p) {
  const v = defaultVariation(p)
  if (p.variations?.length && !v) return ''
  const min = Math.max(1, p.min_quantity ?? 1)
  // The same notes the island writes: minimum, maximum (the stock), and "only N left".
  const stock = p.variations?.length ? undefined : p.quantity
  const max = stock
  const limits = (min > 1 ? `<span class="vt-product__limit">Mínimo: ${min} unidades</span>` : '') + (max !== undefined ? `<span class="vt-product__limit">Máximo: ${max} unidades</span>` : '')
  const stockNote = stock > 0 && stock < 12 ? `<p class="vt-product__stock">Restam apenas ${stock} unidades</p>` : ''
  return `<form id="${BUY_FORM}" class="vt-product__buy" method="get" action="${ADD_ROUTE}">
          <input type="hidden" name="product_id" value="${esc(p._id)}">${v ? `<input type="hidden" name="variation_id" value="${esc(v._id)}">` : ''}
          <div class="vt-product__quantity"><label for="qty-nojs">Quantidade</label><div class="vt-product__stepper"><input id="qty-nojs" name="quantity" type="number" min="${min}" value="${min}"></div>${limits}</div>${stockNote}
          <div class="vt-product__actions"><button type="submit" class="vt-product__buy-button"${v ? ` aria-label="Comprar: ${esc(v.name ?? '')}"` : ''}>Comprar</button></div>
          <p class="vt-product__status" role="status"></p>
          ${shippingSkeleton}
        </form>`
}

function jsonLd(p) {
  const reason = inactive(p)
  const shown = shownPrice(p)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    image: (p.pictures ?? []).map((pic) => pictureUrl(pic, 'big')).filter(Boolean),
    description: p.short_description,
    brand: p.brands?.[0] ? { '@type': 'Brand', name: p.brands[0].name } : undefined,
    // No offer where the shopper is shown no price (unavailable, hidden or on request).
    offers: shown === null ? undefined : {
      '@type': 'Offer',
      price: shown.toFixed(2),
      priceCurrency: p.currency_id ?? 'BRL',
      availability: reason ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      ...(onPromotion(p) && p.price_effective_date?.end ? { priceValidUntil: p.price_effective_date.end.slice(0, 10) } : {})
    }
  }
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}

function breadcrumbs(p) {
  const cats = (p.categories ?? []).slice().reverse()
  const items = cats.map((c) => `<li><a href="${esc(productHref(c))}">${esc(c.name)}</a></li>`).join('')
  return `<nav aria-label="Trilha"><ol class="breadcrumbs"><li><a href="/">Início</a></li>${items}<li aria-current="page">${esc(p.name)}</li></ol></nav>`
}

/**
 * One row per grid of the product's specifications and its variations' (each text once), titled as the variation
 * picker titles it (the product's grids, the store's grids, else the id made readable).
 */
function specsHtml(catalogue, p) {
  const byGrid = new Map()
  for (const specs of [p.specifications, ...(p.variations ?? []).map((v) => v.specifications)])
    for (const [grid, values] of Object.entries(specs ?? {})) byGrid.set(grid, new Set([...(byGrid.get(grid) ?? []), ...values.map((v) => v.text)]))
  if (!byGrid.size) return ''
  const titled = [...(p.grids ?? []), ...catalogue.grids]
  const rows = [...byGrid].map(([grid, texts]) => `<div><dt>${esc(gridTitle(grid, titled))}</dt><dd>${esc([...texts].join(', '))}</dd></div>`).join('')
  return `<section aria-labelledby="especificacoes"><h2 id="especificacoes" class="section-title">Especificações</h2><dl class="product__specs">${rows}</dl></section>`
}

export function productPage(catalogue, p) {
  const reason = inactive(p)
  return layout({
    title: p.name,
    description: p.short_description,
    // The swatches' colours (see swatches.mjs), only where the page draws swatches.
    styles: gridsOf(p, catalogue.grids).some((g) => g.options.some((o) => o.colors?.length)) ? ['/assets/swatches.css'] : [],
    body: `      ${breadcrumbs(p)}
      ${jsonLd(p)}
      <div data-widget="product" data-product-id="${esc(p._id)}" data-picture-size="big" data-contact-url="${CONTACT}">${jsonScript({ product: p, ...kitParts(catalogue, p) })}
        <div class="vt-product"${reason ? ' data-inactive=""' : ''}>
        ${gallery(p)}
        <div class="vt-product__info">
          <h1 class="vt-product__name">${esc(p.name)}</h1>
          <p class="vt-product__sku">Código: ${esc(p.sku)}</p>
          ${reason ? `<p class="vt-product__status">${reason}</p>` : priceHtml(p)}
          ${onRequest(p) ? `<a class="vt-product__contact" href="${CONTACT}">Solicitar orçamento</a>` : ''}
          ${reason ? '' : choicesSkeleton(catalogue, p) + kitList(catalogue, p) + buyForm(p)}
        </div>
        </div>
      </div>
      <div data-widget="reviews" data-view="stars" data-product-id="${esc(p._id)}"></div>
      <section aria-labelledby="descricao" class="product__description"><h2 id="descricao" class="section-title">Descrição</h2>${descriptionHtml(p)}</section>
      ${specsHtml(catalogue, p)}
      <section aria-label="Avaliações"><div data-widget="reviews" data-view="list" data-product-id="${esc(p._id)}"></div></section>
      <div class="product__related" data-product-related hidden></div>`
  })
}
