// The shipping field's item and states, shared by the field (./Shipping) and the quote code it loads on first use
// (./shipping-quote) without either importing the other.
import type { ShippingQuote } from '#core/shipping/services'

export interface Props {
  item: { product_id: string; variation_id?: string; quantity: number; price: number }
}

export type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'quotes'; quotes: ShippingQuote[] }
  | { kind: 'error'; text: string; retry: boolean }
