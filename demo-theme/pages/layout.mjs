import { APP_URLS, t } from '../../dist/node/core.mjs'
import { BOLETO_DISCOUNT, INSTALLMENTS, PIX_DISCOUNT, POINTS_PROGRAM, PROGRESSIVE_DISCOUNT } from '../platform/modules-rules.mjs'
import { esc } from './html.mjs'
import { footerMenuHtml, navHtml, sideMenuHtml } from './menu.mjs'

// The store's automatic discount (apply_discount's available_extra_discount), which product pages show from the start.
export const STORE_EXTRA_DISCOUNT = {
  type: /** @type {'percentage'} */ (PROGRESSIVE_DISCOUNT.type),
  value: PROGRESSIVE_DISCOUNT.value,
  min_amount: PROGRESSIVE_DISCOUNT.min_amount
}

// Every platform API points at the local platform, same origin (see demo-theme/platform).
const META = {
  lang: 'pt_br',
  currency: 'BRL',
  currency_symbol: 'R$',
  country_code: 'BR',
  store_id: '1011',
  store_object_id: '5b1abe30a4d4531b8fe40725',
  'api:store': '/api/store/v1/',
  'api:store_cache': '/api/store-cache/{store_id}/v1/',
  'api:passport': '/api/passport/v1/',
  'api:search': '/api/search/v1/',
  'api:modules': '/api/modules/v1/',
  'api:storefront': '/api/storefront/v1/',
  'api:graphs': '/api/graphs/v1/',
  'api:platform': '/api/platform/v1/',
  'api:platform_cache': '/api/platform/v1/',
  identity_widget: '/assets/identity-widget.js',
  // The store's payment defaults, as its admin sets them: prices show them at once, and keep them when the modules
  // API's list_payments is down (it refines them once per session).
  payment_options: JSON.stringify({
    installments_option: INSTALLMENTS,
    discount_option: BOLETO_DISCOUNT,
    pix_discount_option: PIX_DISCOUNT,
    loyalty_points_programs: { vitrine_points: POINTS_PROGRAM },
    available_extra_discount: STORE_EXTRA_DISCOUNT
  })
}

const INTEGRATION_META = {
  // Integrations, each pointed at the local platform's stand-in script (it records what it receives).
  gtm_id: 'GTM-VTRN01',
  ga4_id: 'G-VTRN000001',
  google_ads_id: 'AW-1234567890',
  google_ads_label: 'compra-vitrine',
  meta_pixel_id: '123456789012345',
  tiktok_pixel_id: 'CVTRN0000000000001',
  reviews_store: 'loja-vitrine',
  gcr_merchant_id: '123456789',
  ebit_id: '98765',
  confi_id: 'loja-vitrine-1011',
  'script:tag-manager': '/vendors/gtm.js?id=GTM-VTRN01',
  'script:analytics': '/vendors/gtag.js?id=G-VTRN000001',
  'script:meta-pixel': '/vendors/fbq.js',
  'script:tiktok-pixel': '/vendors/ttq.js?sdkid=CVTRN0000000000001',
  'script:reviews': '/vendors/reviews.js?store=loja-vitrine',
  'script:customer-reviews': '/vendors/gcr.js',
  'script:ebit': '/vendors/ebit.js?98765',
  'script:confi': '/vendors/confi.js',
  // The demo store allows the buyer's hashed e-mail and phone on purchases (enhanced conversions, advanced matching).
  hashed_user_data: 'true'
}

const metaTags = (meta) => Object.entries(meta).map(([k, v]) => `<meta name="ecom:${k}" content="${esc(v)}">`).join('\n    ')

const label = (key) => esc(t(key, 'pt_br'))
const PRIVACY = '/pages/privacidade'

// The consent banner as the widget draws it, sent with the page so it paints at once (the widget then takes it over
// without moving it). Left out for a shopper who has chosen (the widget's vitrineConsent cookie; see server.mjs).
export const CONSENT_BANNER = `<section class="vt-consent" aria-label="${label('consent.title')}">
        <h2 class="vt-consent__title">${label('consent.title')}</h2>
        <p class="vt-consent__text">${label('consent.text')} <a href="${PRIVACY}">${label('consent.privacy')}</a></p>
        <div class="vt-consent__actions"><button type="button">${label('consent.reject')}</button><button type="button">${label('consent.choose')}</button><button type="button" class="vt-consent__accept">${label('consent.accept_all')}</button></div>
      </section>`

// The integrations' settings and elements, as blocks the demo server leaves out under ?integrations=off: the page as a
// store without third-party integrations serves it, so Lighthouse can score our own code alone.
export const INTEGRATION_BLOCKS = [
  metaTags(INTEGRATION_META),
  `<div class="site-seals">
        <div data-widget="customer-reviews"></div>
        <div data-widget="ebit"></div>
        <div data-widget="confi"></div>
      </div>`,
  // First in the body after the skip link: a banner that asks for a choice is reached with the first Tabs, not after
  // every link of the page (it is fixed at the bottom, so its place in the markup moves nothing on screen).
  `<div data-widget="consent" data-privacy-url="/pages/privacidade">${CONSENT_BANNER}</div>`,
  `<div data-widget="tag-manager" hidden></div>
    <div data-widget="analytics" hidden></div>
    <div data-widget="meta-pixel" hidden></div>
    <div data-widget="tiktok-pixel" hidden></div>`
]

/** @param {{ title: string, body: string, description?: string, term?: string, styles?: string[] }} page styles: the page's own stylesheets */
export function layout({ title, body, description = 'Loja Vitrine — moda, casa e acessórios com entrega para todo o Brasil.', term = '', styles = [] }) {
  const [integrationMetas, seals, consentBanner, integrations] = INTEGRATION_BLOCKS
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${esc(title)} · Loja Vitrine</title>
    <meta name="description" content="${esc(description)}">
    ${metaTags(META)}
    ${integrationMetas}
    <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/dist/storefront.css">
    <link rel="stylesheet" href="/assets/theme.css">${styles.map((href) => `\n    <link rel="stylesheet" href="${esc(href)}">`).join('')}
    <noscript><link rel="stylesheet" href="/assets/noscript.css"></noscript>
    <script type="module" src="/dist/storefront.js"></script>
  </head>
  <body>
    <a class="skip-link" href="#conteudo">Pular para o conteúdo</a>
    ${consentBanner}
    <header class="site-header">
      ${sideMenuHtml()}
      <a class="logo" href="/" aria-label="Loja Vitrine, página inicial">Vitrine</a>
      <div class="site-search" data-widget="search">
        <form action="/search" method="get" role="search">
          <label class="vt-sr-only" for="busca">Buscar produtos</label>
          <input id="busca" name="term" type="search" placeholder="O que você procura?" value="${esc(term)}" autocomplete="off">
          <button type="submit">Buscar</button>
        </form>
      </div>
      <div class="site-account" data-widget="user">
        <a href="${APP_URLS.account}">Minha conta</a>
      </div>
      <div class="site-cart" data-widget="minicart" data-open-on-add="true">
        <a class="vt-minicart__button" href="${APP_URLS.cart}" aria-label="Abrir carrinho">
          <svg class="vt-minicart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.4L4.6 2H1v2h4.2Z"/></svg>
          <span class="vt-minicart__badge" data-count="0" aria-hidden="true"></span>
        </a>
      </div>
    </header>
    ${navHtml()}
    <main id="conteudo">
${body}
    </main>
    <footer class="site-footer">
      ${footerMenuHtml()}
      <p>Loja Vitrine · CNPJ 00.000.000/0001-00 · São Paulo, SP</p>
      <p><a href="/pages/privacidade">Política de privacidade</a> · <button type="button" class="footer-link" data-consent-open>Preferências de cookies</button></p>
      ${seals}
      <a class="vt-whatsapp" data-widget="whatsapp" data-phone="(11) 99876-5432" data-message="Olá! Tenho uma dúvida sobre {name}: {url}" href="https://wa.me/5511998765432" aria-label="Fale conosco pelo WhatsApp" target="_blank" rel="noopener">
        <svg viewBox="0 0 32 32" aria-hidden="true"><path fill="currentColor" d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3Zm0 23.6c-2 0-4-.5-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.6 14.6 0 0 0 5.6 5c2.1.9 2.9 1 4 .8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.6c-.1-.1-.3-.2-.6-.3Z"/></svg>
      </a>
    </footer>
    ${integrations}
  </body>
</html>`
}
