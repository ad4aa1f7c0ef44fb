import { describe, expect, it } from 'vitest'
import { pt_br } from '#core/i18n/pt_br'
import { en_us } from '#core/i18n/en_us'
import { labelKeys } from '#core/i18n'

// The platform's messages shown to shoppers (Portuguese), character for character.
const SPEC_MESSAGES = [
  'Cartão inválido.',
  'Não foi possível validar este cartão, por favor verifique os dados ou tente novamente mais tarde.',
  'O cupom de desconto inserido é inválido.',
  'Login inválido, por favor verifique os dados informados.',
  'Erro de conexão, clique no produto para tentar novamente.',
  'Ocorreu um erro, tente novamente ou entre em contato conosco.',
  'Não foi possível carregar informações do produto, por favor verifique sua conexão.',
  'Não foi possível realizar a busca, por favor verique sua conexão.',
  'Houve um erro ao tentar o login, por favor tente novamente ou tente outra opção.',
  'Erro no pagamento.',
  'Não foi possível aprovar a compra, por favor verifique os dados ou tente com outra forma de pagamento.',
  'Erro ao copiar para a área de transferência, por favor copie manualmente.',
  'Nenhum perfil encontrado pelo e-mail.',
  'Nenhuma forma de pagamento disponível.'
]

const PAYMENT_STATUSES = [
  'pending',
  'under_analysis',
  'authorized',
  'unauthorized',
  'partially_paid',
  'paid',
  'dispute',
  'partially_refunded',
  'refunded',
  'voided',
  'unknown'
]
const FULFILLMENT_STATUSES = [
  'ready_for_shipping',
  'shipped',
  'delivered',
  'invoice_issued',
  'in_production',
  'in_separation',
  'partially_shipped',
  'partially_delivered',
  'returned_for_exchange',
  'received_for_exchange',
  'returned'
]
const ORDER_STATUSES = ['open', 'closed', 'cancelled']

describe('label catalogues', () => {
  it('have the same keys in pt_br and en_us', () => {
    expect(Object.keys(en_us).sort()).toEqual(Object.keys(pt_br).sort())
    expect([...labelKeys].sort()).toEqual(Object.keys(pt_br).sort())
  })

  it('have no empty values', () => {
    for (const catalogue of [pt_br, en_us]) {
      for (const [key, value] of Object.entries(catalogue)) expect(value.trim(), key).not.toBe('')
    }
  })

  it('use the same placeholders in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
    for (const key of labelKeys) expect(names(en_us[key]), key).toEqual(names(pt_br[key]))
  })

  it('hold every platform shopper message verbatim in pt_br', () => {
    const values = Object.values(pt_br)
    for (const message of SPEC_MESSAGES) expect(values, message).toContain(message)
  })

  it('hold the exact spec wording for variations and instalments', () => {
    expect(pt_br['product.select_option']).toBe('Por favor selecione uma opção em cada campo acima')
    expect(pt_br['installments.title']).toBe('Parcelar em')
    expect(pt_br['installments.interest_free']).toBe('Sem juros')
    expect(pt_br['installments.value']).toBe('{count}x de {value}')
    expect(pt_br['product.discount_off']).toBe('−{n}%')
  })

  it('label every payment, fulfillment and order status of the platform', () => {
    const keys = new Set<string>(labelKeys)
    for (const status of PAYMENT_STATUSES) expect(keys.has(`payment_status.${status}`), status).toBe(true)
    for (const status of FULFILLMENT_STATUSES) expect(keys.has(`fulfillment_status.${status}`), status).toBe(true)
    for (const status of ORDER_STATUSES) expect(keys.has(`order_status.${status}`), status).toBe(true)
  })

  it('label every search sort key and subscription period', () => {
    const keys = new Set<string>(labelKeys)
    for (const sort of ['relevance', 'sales', 'news', 'lowest_price', 'highest_price', 'views', 'offers']) {
      expect(keys.has(`search.sort.${sort}`), sort).toBe(true)
    }
    for (const period of ['monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly']) {
      expect(keys.has(`subscription.${period}`), period).toBe(true)
    }
  })

  it('translate into English rather than copying Portuguese', () => {
    expect(en_us['error.search']).not.toContain('verique')
    const same = labelKeys.filter(
      (key) => en_us[key] === pt_br[key] && /[a-zà-ú]{4,}/i.test(pt_br[key].replace(/\{\w+\}/g, ''))
    )
    // Words spelled alike in both languages are the only legitimate overlap.
    expect(same.sort()).toEqual(
      [
        'cart.subtotal',
        'cart.total',
        'login.email',
        'orders.total',
        'register.email',
        'register.inscription_municipal'
      ].sort()
    )
  })
})
