import { island } from '../ui/mount'
import { App } from './App'
import { setCepLookup } from './state/cep'

// The store's name, from the server-rendered title "Carrinho · Loja Vitrine": each route puts its own name before it.
// data-cep-lookup names the address lookup service ("…/{cep}.json") the checkout fills the address from.
export const mount = island(App, (_, el) => {
  setCepLookup(el.dataset.cepLookup)
  return { siteTitle: document.title.split(' · ').pop() ?? '' }
})
