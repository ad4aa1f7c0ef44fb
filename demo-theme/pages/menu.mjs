import { productHref } from '../../dist/node/core.mjs'
import { esc } from './html.mjs'

// The store's navigation, built once from the catalogue: departments with their sub-categories, then the brands.
// The header shows it as a bar of dropdowns on desktop and inside the side menu on phones; the footer lists it flat
// (the phone menu button's target without JavaScript).

/** @type {{ name: string, href: string, children: { name: string, href: string }[] }[]} */
let tree = []

/** @param {{ categories: any[], brands: any[] }} catalogue */
export function setCatalogueMenu(catalogue) {
  const top = catalogue.categories.filter((c) => !c.parent)
  tree = top.map((d) => ({
    name: d.name,
    href: productHref(d),
    children: catalogue.categories.filter((c) => c.parent?.slug === d.slug).map((c) => ({ name: c.name, href: productHref(c) }))
  }))
  tree.push({ name: 'Marcas', href: '/search', children: catalogue.brands.map((b) => ({ name: b.name, href: productHref(b) })) })
}

const list = (nodes, attrs = '') =>
  `<ul${attrs}>${nodes.map((n) => `<li><a href="${esc(n.href)}">${esc(n.name)}</a>${n.children?.length ? list(n.children) : ''}</li>`).join('')}</ul>`

/** The phone menu: the side-menu island reads the hidden list; without JavaScript the button jumps to the footer. */
export function sideMenuHtml() {
  return `<div class="site-menu-toggle" data-widget="side-menu" data-load="media:(max-width: 991px)" data-title="Categorias">
        <a class="vt-side-menu__toggle" href="#todas-categorias"><span aria-hidden="true">☰</span> <span class="vt-side-menu__toggle-text">Menu</span></a>
        ${list(tree, ' hidden')}
      </div>`
}

/** The desktop bar: each department opens on hover or keyboard focus (plain CSS, works without JavaScript). */
export function navHtml() {
  return `<nav class="site-nav" aria-label="Categorias">${list(tree, ' class="site-nav__list"')}</nav>`
}

export function footerMenuHtml() {
  return `<nav id="todas-categorias" class="footer-nav" aria-label="Todas as categorias e marcas">${tree.map((d) =>
    `<div><h2><a href="${esc(d.href)}">${esc(d.name)}</a></h2>${d.children.length ? list(d.children) : ''}</div>`).join('')}</nav>`
}
