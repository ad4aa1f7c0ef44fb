import { discountPercent, inactiveReason, onPromotion, productHref, shownPrice, t } from '../../dist/node/core.mjs'
import { esc, jsonScript, money } from './html.mjs'

// The fields a card reads; embedding them lets the island render at once, with no request and no shift. Of the
// variations, each one's id and stock: a product whose variations are all sold out is shown as out of stock.
const CARD_FIELDS = ['_id', 'sku', 'name', 'slug', 'price', 'base_price', 'price_effective_date', 'quantity', 'min_quantity',
  'available', 'visible', 'pictures', 'variations', 'kit_product', 'i18n']

const variationData = (v) => (v.quantity === undefined ? { _id: v._id } : { _id: v._id, quantity: v.quantity })

export function cardData(p) {
  const out = {}
  for (const k of CARD_FIELDS) if (p[k] !== undefined) out[k] = k === 'pictures' ? p.pictures.slice(0, 1) : k === 'variations' ? p.variations.map(variationData) : p[k]
  return out
}

// The demo store's language: labels come from the same catalogue the islands use.
const LANG = 'pt_br'

/** The label of why a product cannot be bought (core's rule), or null. */
function status(p, label) {
  const key = inactiveReason(p)
  return key && label(key)
}

/** Server markup of a product card: the same structure the island renders, so swapping them moves nothing. */
// `lang` and `money` are the store's: another store's pages (store 2022's, in English and dollars) pass their own.
export function cardHtml(p, { eager = false, list = '', lang = LANG, money: format = money } = {}) {
  return `<div data-widget="product-card" data-product-id="${esc(p._id)}"${eager ? ' data-load="eager"' : ''}${list ? ` data-list="${esc(list)}"` : ''}>${jsonScript({ product: cardData(p) })}${cardArticle(p, { eager, lang, money: format })}</div>`
}

/**
 * The card alone, not an island: for grids another island replaces as a whole (the results page), where a card island
 * would only mount, refresh its product over the network and be thrown away.
 */
// Empty until the store's payment options arrive (instalments, cash price): reserved here so filling them moves nothing.
const PRICE_LINES = '<span class="vt-price__installments" aria-hidden="true">&nbsp;</span><span class="vt-price__cash" aria-hidden="true">&nbsp;</span>'

export function cardArticle(p, { eager = false, heading = 'h3', lang = LANG, money: format = money } = {}) {
  const label = (key, params) => t(key, lang, params)
  const pic = p.pictures?.[0]?.normal
  const reason = status(p, label)
  const promo = onPromotion(p)
  const price = reason ? `<p class="vt-card__status">${reason}</p>` : `<div class="vt-price">${promo
    ? `<span class="vt-price__stamp" aria-hidden="true">${label('product.discount_off', { n: discountPercent(p) })}</span><s class="vt-price__base"><span class="vt-sr-only">${label('price.from')} </span>${format(p.base_price)}</s>`
    : ''}<strong class="vt-price__value">${promo ? `<span class="vt-sr-only">${label('price.for')} </span>` : ''}${format(shownPrice(p))}</strong>${PRICE_LINES}</div>`
  const buy = reason ? '' : `<a class="vt-card__buy" href="${esc(productHref(p))}" aria-label="${label('product.buy')}: ${esc(p.name)}">${label('product.buy')}</a>`
  return `<article class="vt-card"${reason ? ' data-inactive=""' : ''}><a class="vt-card__link" href="${esc(productHref(p))}"><img class="vt-card__picture" src="${esc(pic?.url)}" alt="" width="350" height="350" loading="${eager ? 'eager' : 'lazy'}" decoding="async"><${heading} class="vt-card__name">${esc(p.name)}</${heading}></a>${price}${buy}</article>`
}
