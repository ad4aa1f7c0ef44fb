import type { PaymentGateway } from '../../../core/schemas/modules'

// Card tokenisation by the gateway's own browser script (js_client in list_payments): the page loads script_uri
// once, then calls the named global hash function with the card. The number and CVV go only to the gateway; the
// order carries the token. Any failure (script, refusal, bad answer) rejects: the shopper sees the card message.

export interface CardInput {
  name: string
  doc: string
  number: string
  cvc: string
  month: number
  year: number
  brand: string
}

const scripts = new Map<string, Promise<void>>()

function loadScript(src: string): Promise<void> {
  let p = scripts.get(src)
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script')
      s.src = src
      s.async = true
      s.onload = () => resolve()
      s.onerror = () => {
        scripts.delete(src)
        reject(new Error('gateway script failed'))
      }
      document.head.append(s)
    })
    scripts.set(src, p)
  }
  return p
}

/** "VitrineGateway.hash" -> the function at that path on window, bound to its owner. */
function globalFunction(path: string): ((card: CardInput) => unknown) | null {
  let owner: unknown = window
  let value: unknown = window
  for (const part of path.split('.')) {
    owner = value
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }
  return typeof value === 'function' ? (value as (c: CardInput) => unknown).bind(owner) : null
}

export async function tokenise(gateway: PaymentGateway, card: CardInput): Promise<string> {
  const js = gateway.js_client
  if (!js) throw new Error('no js_client')
  await loadScript(js.script_uri)
  const hash = globalFunction(js.cc_hash.function)
  if (!hash) throw new Error('no hash function')
  const token = await hash(card)
  if (typeof token !== 'string' || !token) throw new Error('no token')
  return token
}
