import { island } from '../ui/mount'
import { App } from './App'

// The store's name, from the server-rendered title "Carrinho · Loja Vitrine": each route puts its own name before it.
export const mount = island(App, () => ({ siteTitle: document.title.split(' · ').pop() ?? '' }))
