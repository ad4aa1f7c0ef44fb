import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { App } from './App'
import { options } from './options'
import { setCepLookup } from './state/cep'
import { setPixDemo } from './state/pix-demo-page'

// The store's name, from the server-rendered title "Carrinho · Loja Vitrine": each route puts its own name before it.
// data-cep-lookup names the address lookup service ("…/{cep}.json") the checkout fills the address from (./options);
// data-pix-demo-pay, in a demo store, the page that pays a Pix code.
// A cart link (/app/?product_id=…) adds its line first, so the cart route opens with it; its code loads only then.
export const mount = island(App, async (raw, el) => {
  const values = parseOptionValues(raw, options, 'checkout', el)
  setCepLookup(values.cepLookup)
  setPixDemo(values.pixDemoPay)
  if (new URLSearchParams(location.search).has('product_id')) await (await import('./state/cart-link')).addFromLink()
  return { siteTitle: document.title.split(' · ').pop() ?? '' }
})
