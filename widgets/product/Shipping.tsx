import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ShippingQuote } from '#core/shipping/services'
import { isZip, maskZip, rememberZip, zipCode, zipDigits } from '#core/shipping/zip'
import { money, settings, t } from '#core/page/context'
import { deliveryTime } from '../ui/delivery-time'
import { usePageId } from '../ui/page-id'
import type { Props, State } from './shipping-state'

/** The services, cheapest first as core sorts them; free shipping said as such. */
function Quotes({ quotes }: { quotes: ShippingQuote[] }) {
  return (
    <ul className="vt-product__quotes">
      {quotes.map((q) => (
        <li key={q.name}>
          <span>{q.name}</span> <span>{deliveryTime(q)}</span>{' '}
          <strong>{q.price > 0 ? money(q.price) : t('shipping.free')}</strong>
        </li>
      ))}
    </ul>
  )
}

// How long the item must stay unchanged before its freight is asked again.
const REQUOTE_MS = 400

/**
 * Asks for the services to a CEP; only the answer to the latest question is shown (an earlier one may come back
 * later). `quoted` is the CEP last asked for, if any.
 */
function useQuote(item: Props['item'], setState: (s: State) => void) {
  const quoted = useRef('')
  const asked = useRef(0)
  const run = async (zip: string) => {
    quoted.current = zip
    const n = ++asked.current
    setState({ kind: 'busy' })
    // The quote code (the modules call, reading its answer) loads on the first calculation, not with the page.
    const { quote } = await import('./shipping-quote')
    const next = await quote(zip, item)
    if (n === asked.current) setState(next)
  }
  return { run, quoted }
}

/**
 * CEP (or, in a store outside Brazil, ZIP code) field and the services for this product, variation and quantity; the
 * code is shared with the cart page.
 */
export function Shipping({ item }: Props) {
  const id = usePageId()
  const country = settings.country_code
  const remembered = useStore(zipCode)
  const [value, setValue] = useState(maskZip(remembered, country))
  const [state, setState] = useState<State>({ kind: 'idle' })
  const { run, quoted } = useQuote(item, setState)
  // The CEP forgotten (a logout, in any tab): the field and its quote go too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the remembered CEP going away clears the form
  useEffect(() => {
    if (remembered) return
    setValue('')
    quoted.current = ''
    setState({ kind: 'idle' })
  }, [remembered])
  const calculate = async (e?: FormEvent) => {
    e?.preventDefault()
    const zip = zipDigits(value, country)
    if (!isZip(zip, country)) {
      quoted.current = ''
      return setState({ kind: 'error', text: t('shipping.invalid_zip'), retry: false })
    }
    rememberZip(zip)
    await run(zip)
  }
  // A quote is for one variation, quantity and price: when they change, the CEP already quoted is asked again (after
  // a pause, so stepping the quantity asks once), and the old services are not shown meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new variation, quantity or price asks again for the CEP last quoted (kept in a ref on purpose)
  useEffect(() => {
    const zip = quoted.current
    if (!zip) return
    setState({ kind: 'busy' })
    const timer = setTimeout(() => void run(zip), REQUOTE_MS)
    return () => clearTimeout(timer)
  }, [item.variation_id, item.quantity, item.price])
  return (
    <form className="vt-product__shipping" onSubmit={calculate} aria-busy={state.kind === 'busy'}>
      <label htmlFor={id}>{t('shipping.zip_code')}</label>
      <div className="vt-product__shipping-row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t('shipping.zip_placeholder')}
          maxLength={10}
          value={value}
          onChange={(e) => setValue(maskZip(e.currentTarget.value, country))}
        />
        <button type="submit">{t('shipping.calculate')}</button>
      </div>
      <div role="status">
        {state.kind === 'quotes' && <Quotes quotes={state.quotes} />}
        {state.kind === 'error' && <p className="vt-product__shipping-error">{state.text}</p>}
      </div>
      {state.kind === 'error' && state.retry && (
        <button type="button" onClick={() => void calculate()}>
          {t('product.retry')}
        </button>
      )}
    </form>
  )
}
