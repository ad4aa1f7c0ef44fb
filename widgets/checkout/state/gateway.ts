import type { PaymentGateway } from '#core/schemas/modules'

// Card tokenisation by the gateway's own browser script (js_client in list_payments): the page loads script_uri
// once, then calls the named global hash function with the card. The number and CVV go only to the gateway; the
// order carries the token. Any failure (script, refusal, bad answer) rejects with what happened, and a script that
// failed (not loaded in time, or loaded without its function: it threw) is loaded afresh on the next try.

export interface CardInput {
  name: string
  doc: string
  number: string
  cvc: string
  month: number
  year: number
  brand: string
}

/** A card on file paid with again: the gateway's reference and the CVV typed now. */
export interface SavedCardInput {
  ref: string
  cvc: string
}

/** The passport session the gateway's card-on-file calls are made in: only its customer may list or use the cards. */
export interface GatewayAuth {
  id: string
  token: string
}

/** The script's load and the hash call: each fails after this, so the button never spins without end. */
export const SCRIPT_TIMEOUT_MS = 15_000
export const HASH_TIMEOUT_MS = 20_000

/** Why tokenising failed: the script (load, timeout, broken) or the gateway refusing this card. */
export class GatewayError extends Error {
  constructor(readonly reason: 'script' | 'refused') {
    super(`gateway ${reason}`)
  }
}

const scripts = new Map<string, { done: Promise<void>; el: HTMLScriptElement }>()
// Reloads after a failure ask the server again (a query of their own), not the browser's copy of the broken script.
let reloads = 0

function forget(src: string): void {
  scripts.get(src)?.el.remove()
  if (scripts.delete(src)) reloads++
}

function within<T>(p: Promise<T>, ms: number, reason: GatewayError['reason']): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayError(reason)), ms)
  })
  return Promise.race([p, late]).finally(() => clearTimeout(timer))
}

function loadScript(src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known.done
  const el = document.createElement('script')
  const done = new Promise<void>((resolve, reject) => {
    el.src = reloads ? `${src}${src.includes('?') ? '&' : '?'}vt_reload=${reloads}` : src
    el.async = true
    el.onload = () => resolve()
    el.onerror = () => reject(new GatewayError('script'))
    document.head.append(el)
  })
  scripts.set(src, { done, el })
  return within(done, SCRIPT_TIMEOUT_MS, 'script').catch((e) => {
    forget(src)
    throw e
  })
}

type GatewayFunction = (...args: unknown[]) => unknown

/** "VitrineGateway.hash" -> the function at that path on window, bound to its owner. */
function globalFunction(path: string): GatewayFunction | null {
  let owner: unknown = window
  let value: unknown = window
  for (const part of path.split('.')) {
    owner = value
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }
  return typeof value === 'function' ? (value as GatewayFunction).bind(owner) : null
}

/**
 * Loads the gateway's card script ahead, once the card is the method: the press of 'Finalizar pedido' then waits
 * for no download. A failure here is forgotten (tokenise loads it again and says so).
 */
export function warmGateway(gateway: PaymentGateway): void {
  if (gateway.js_client) loadScript(gateway.js_client.script_uri).catch(() => {})
}

/** A token for a typed card, or for a card on file (with the session it belongs to). */
export async function tokenise(
  gateway: PaymentGateway,
  card: CardInput | SavedCardInput,
  auth?: GatewayAuth
): Promise<string> {
  const js = gateway.js_client
  if (!js) throw new GatewayError('script')
  await loadScript(js.script_uri)
  const hash = globalFunction(js.cc_hash.function)
  if (!hash) {
    // Loaded but without its function (the script threw): the next try loads it again.
    forget(js.script_uri)
    throw new GatewayError('script')
  }
  let token: unknown
  try {
    token = await within(
      Promise.resolve().then(() => (auth ? hash(card, auth) : hash(card))),
      HASH_TIMEOUT_MS,
      'script'
    )
  } catch (e) {
    // No answer in time: the gateway is unreachable, its script is loaded again next time. A throw is its refusal.
    if (e instanceof GatewayError) forget(js.script_uri)
    throw e instanceof GatewayError ? e : new GatewayError('refused')
  }
  if (typeof token !== 'string' || !token) throw new GatewayError('refused')
  return token
}
