// Payment gateway stand-in (a third party, not the store or modules API): serves the browser script that
// list_payments names in `js_client`, and tokenises a card. Only here do a card number and CVV travel; the store
// receives the token (`credit_card.hash`) and the last digits. A number failing Luhn, a past expiry or a bad CVV is
// refused as a real gateway would (the checkout shows 'Não foi possível validar este cartão…').
import * as z from 'zod'
import { randomBytes } from 'node:crypto'
import { HttpError, validate } from './http.mjs'
import { Reply } from './router.mjs'

const TokenBody = z.object({
  number: z.string().regex(/^\d{13,19}$/),
  cvc: z.string().regex(/^\d{3,4}$/),
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  name: z.optional(z.string().max(120)),
  doc: z.optional(z.string().max(20)),
  brand: z.optional(z.string().max(20))
})

/** @param {string} d */
function luhn (d) {
  let sum = 0
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i])
    if (i % 2) { n *= 2; if (n > 9) n -= 9 }
    sum += n
  }
  return sum % 10 === 0
}

/** The js_client script: one global with a promise-returning hash function, as gateway scripts expose. */
// hash(card) tokenises a typed card; hash({ ref, cvc }, auth) a card on file (the token the customer record's
// credit_cards keeps) with the CVV typed now; auth is the passport session ({ id, token }), sent as its headers.
const script = (origin) => `(function(){var base=${JSON.stringify(origin + '/api/gateway/v1/')};
function call(path,auth,body){var h={'Content-Type':'application/json'};if(auth){h['X-My-ID']=auth.id;h['X-Access-Token']=auth.token}
return fetch(base+path,{method:body?'POST':'GET',headers:h,body:body?JSON.stringify(body):undefined}).then(function(r){return r.json().then(function(b){if(!r.ok)throw new Error(b.message||'refused');return b})})}
window.VitrineGateway={hash:function(card,auth){var saved=card&&card.ref;return call(saved?'cards/'+encodeURIComponent(card.ref)+'/tokens.json':'tokens.json',saved?auth:null,saved?{cvc:card.cvc}:card).then(function(b){if(!b.token)throw new Error('refused');return b.token})}};})();`

/** @param {string} origin */
export const jsClient = (origin) => ({
  script_uri: `${origin}/api/gateway/v1/js_client.js`,
  cc_hash: { function: 'VitrineGateway.hash', is_promise: true }
})

/** @type {import('./router.mjs').RouteDef[]} */
export const gatewayRoutes = [
  ['GET', '/js_client.js', ({ origin }) => new Reply(200, script(origin), { raw: true, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } })],
  ['POST', '/tokens.json', ({ json, state }) => {
    const card = validate(TokenBody, json())
    // A Brazilian acquirer's month (Brasília time): a card is valid through its month's last day there, as the
    // storefront checks it on the shopper's clock; by UTC it would expire at 21:00 on that day.
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' })
      .format(new Date()).split('-').map(Number)
    const expired = card.year * 12 + card.month < year * 12 + month
    if (!luhn(card.number) || expired) throw new HttpError(422, 'card_refused', 'Card refused by the gateway')
    const token = `tok_${randomBytes(16).toString('hex')}`
    state.cardTokens.set(token, { last4: card.number.slice(-4), brand: card.brand ?? 'unknown', holder: card.name ?? '', month: card.month, year: card.year })
    return { token }
  }],
  // Cards on file: listed and tokenised again (reference + the CVV typed now) only for their customer's session.
  ['GET', '/cards.json', ({ req, state }) => {
    const { customer } = state.requireAuth(req)
    return { result: (state.savedCards.get(customer._id) ?? []).map(({ holder, ...c }) => c) }
  }],
  ['POST', '/cards/:ref/tokens.json', ({ req, params, json, state }) => {
    const { customer } = state.requireAuth(req)
    const { cvc } = validate(z.object({ cvc: z.string().regex(/^\d{3,4}$/) }), json())
    const saved = (state.savedCards.get(customer._id) ?? []).find((c) => c.ref === params.ref)
    if (!saved) throw new HttpError(404, 'card_not_found', 'No such card on file for this customer')
    void cvc
    const token = `tok_${randomBytes(16).toString('hex')}`
    state.cardTokens.set(token, { last4: saved.last4, brand: saved.brand, holder: saved.holder, month: saved.month, year: saved.year, owner: customer._id, ref: saved.ref })
    return { token }
  }]
]

/** Demo CEPs the address lookup stand-in knows (a real one covers the country; a miss leaves the form to type). */
const CEPS = /** @type {Record<string, {street: string, borough: string, city: string, province_code: string}>} */ ({
  '01310100': { street: 'Avenida Paulista', borough: 'Bela Vista', city: 'São Paulo', province_code: 'SP' },
  '01001000': { street: 'Praça da Sé', borough: 'Sé', city: 'São Paulo', province_code: 'SP' },
  '20040020': { street: 'Rua da Assembleia', borough: 'Centro', city: 'Rio de Janeiro', province_code: 'RJ' },
  '30130010': { street: 'Avenida Afonso Pena', borough: 'Centro', city: 'Belo Horizonte', province_code: 'MG' },
  '50030230': { street: 'Rua do Bom Jesus', borough: 'Recife', city: 'Recife', province_code: 'PE' },
  '80010000': { street: 'Rua XV de Novembro', borough: 'Centro', city: 'Curitiba', province_code: 'PR' },
  '90010150': { street: 'Rua dos Andradas', borough: 'Centro Histórico', city: 'Porto Alegre', province_code: 'RS' }
})

/** @type {import('./router.mjs').RouteDef[]} */
export const cepRoutes = [
  ['GET', '/:cep.json', ({ params }) => {
    const found = CEPS[params.cep.replace(/\D/g, '')]
    if (!found) throw new HttpError(404, 'cep_not_found', `CEP ${params.cep} not found`)
    return { zip: params.cep.replace(/\D/g, ''), ...found, country_code: 'BR' }
  }]
]
