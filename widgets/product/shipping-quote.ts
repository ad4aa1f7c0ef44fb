import { api } from '#core/net'
import { t } from '#core/page/context'
import { readShipping } from '#core/shipping/services'
import type { Props, State } from './shipping-state'

/** Asks the modules API for this item's services to a valid CEP; a failure is a message with a retry, never a crash. */
export async function quote(zip: string, item: Props['item']): Promise<State> {
  try {
    const answer = await api.modules('/calculate_shipping.json', {
      method: 'POST',
      idempotent: true,
      body: { to: { zip }, items: [item], subtotal: item.price * item.quantity }
    })
    const r = readShipping(answer)
    return r.ok
      ? { kind: 'quotes', quotes: r.quotes }
      : { kind: 'error', text: r.message ?? t('shipping.no_options'), retry: false }
  } catch (err) {
    console.error('[vitrine] product: calculate_shipping failed', err)
    return { kind: 'error', text: t('shipping.failed'), retry: true }
  }
}
