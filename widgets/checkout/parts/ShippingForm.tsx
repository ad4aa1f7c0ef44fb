import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { freeShippingMissing } from '#core/checkout/totals'
import { money, settings, t } from '#core/page/context'
import { isZip, maskZip, zipCode, zipDigits } from '#core/shipping/zip'
import { $discount, $shipping, quoteShipping } from '../state/cart-state'
import { ServiceList } from './ServiceList'
import { Field, focusFirstInvalid } from './Field'
import { usePageId } from '#widgets/ui/page-id'

/** CEP (the one the product page remembers) → calculate_shipping; services cheapest first, one chosen. */
export function ShippingForm({ subtotal }: { subtotal: number }) {
  const shipping = useStore($shipping)
  const { rule } = useStore($discount)
  const remembered = useStore(zipCode)
  const country = settings.country_code
  const [zip, setZip] = useState(maskZip(shipping.zip || remembered, country))
  const [error, setError] = useState<string>()
  const name = usePageId()
  const missing = freeShippingMissing(subtotal, shipping.freeFrom, rule)
  const form = useRef<HTMLFormElement>(null)
  // A quote asked without the field (a customer's default address) shows its CEP, unless the shopper typed one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new quoted CEP fills the field; typing must not re-run it
  useEffect(() => {
    if (shipping.zip && !zip) setZip(maskZip(shipping.zip, country))
    // A logout took the quote and the remembered CEP: the field forgets it too.
    else if (!shipping.zip && !remembered) setZip('')
  }, [shipping.zip, remembered])
  const submit = () => {
    // The button stays focusable while a quote runs (aria-disabled): this is the guard.
    if (shipping.busy) return
    if (!isZip(zipDigits(zip, country), country)) {
      setError(t('shipping.no_options'))
      return focusFirstInvalid(form.current)
    }
    setError(undefined)
    void quoteShipping(zipDigits(zip, country))
  }
  return (
    <section className="vt-shipping" aria-labelledby={`${name}-h`}>
      <h2 id={`${name}-h`}>{t('shipping.title')}</h2>
      <form
        ref={form}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Field
          label={t('shipping.zip_code')}
          value={zip}
          onValue={(v) => setZip(maskZip(v, country))}
          error={error}
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder={t('shipping.zip_placeholder')}
          maxLength={country === 'BR' ? 9 : 10}
        />
        <button type="submit" className="vt-button" aria-disabled={shipping.busy || undefined}>
          {t('shipping.calculate')}
        </button>
      </form>
      <ServiceList />
      {missing ? (
        <p className="vt-shipping__free">
          {t('shipping.free_from', { value: money(shipping.freeFrom!) })} ·{' '}
          {t('checkout.free_missing', { value: money(missing) })}
        </p>
      ) : null}
      {missing === 0 ? <p className="vt-shipping__free">{t('shipping.free')}</p> : null}
    </section>
  )
}
