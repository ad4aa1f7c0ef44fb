import { useStore } from '@nanostores/react'
import { addressKey } from '#core/account/address-key'
import { useEffect, useRef } from 'react'
import { addressErrors } from '#core/account/address-rules'
import { preferredAddress, preferredService } from '#core/checkout/returning'
import { lineAddress } from '#core/parse/address'
import { settings, t } from '#core/page/context'
import type { Address, Customer } from '#core/schemas/customer'
import { zipDigits } from '#core/shipping/zip'
import { ServiceList } from '#widgets/checkout/parts/ServiceList'
import { $shipping, chooseService, quoteShipping } from '#widgets/checkout/state/cart-state'
import { $draft, patchDraft } from '#widgets/checkout/state/draft'
import { lastUsed } from '#widgets/checkout/state/last-used'

/**
 * The service used last (else the cheapest, first in the quote) is chosen once per quoted CEP: a choice the shopper
 * makes afterwards is theirs.
 */
function usePreferredService(customerId: string | undefined) {
  const shipping = useStore($shipping)
  const done = useRef<string>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosen per quoted CEP; the customer is the same for the review's life
  useEffect(() => {
    if (!shipping.services.length || shipping.busy || done.current === shipping.zip) return
    done.current = shipping.zip
    const want = preferredService(shipping.services, lastUsed(customerId).service)
    if (want && want !== shipping.code) chooseService(want)
  }, [shipping.zip, shipping.services, shipping.busy])
}

/** Where a returning customer's review delivers: an address typed on the address step ('-'), else a saved one. */
function reviewAddress(customer: Customer, draft: ReturnType<typeof $draft.get>) {
  const saved = (customer.addresses ?? []).filter((a) => a.zip)
  const typed = draft.addressId === '-' && !Object.keys(addressErrors(draft.address, settings.country_code)).length
  const picked = typed ? undefined : preferredAddress(saved, draft.addressId)
  return {
    saved,
    typed,
    picked,
    zip: zipDigits(typed ? draft.address.zip : (picked?.zip ?? ''), settings.country_code)
  }
}

/**
 * The review's CEP is quoted as soon as the step opens, alongside the payment list, not after it: the review shows
 * (and the order waits for) the shipping service.
 */
export function useReviewQuote(customer: Customer | null | undefined): void {
  const draft = useStore($draft)
  const zip = customer ? reviewAddress(customer, draft).zip : ''
  useEffect(() => {
    if (zip.length === 8 && $shipping.get().zip !== zip) void quoteShipping(zip)
  }, [zip])
}

/**
 * A returning customer's review: who buys (with a link to change the data), the saved address to deliver to and the
 * shipping service, both changed right here; another address is typed on the address step.
 */
export function ReviewChoices({ customer, navigate }: { customer: Customer; navigate(path: string): void }) {
  const draft = useStore($draft)
  const { saved, typed, picked } = reviewAddress(customer, draft)
  usePreferredService(customer._id)
  return (
    <div className="vt-review">
      <p className="vt-review__buyer">
        {draft.buyer.name} · {draft.buyer.email}{' '}
        <a href="#/checkout/customer" aria-label={`${t('checkout.edit')}: ${t('checkout.customer')}`}>
          {t('checkout.edit')}
        </a>
      </p>
      <fieldset>
        <legend>{t('checkout.delivery_address')}</legend>
        {saved.map((s) => (
          <label key={addressKey(s)} className="vt-choice">
            <input
              type="radio"
              name="address"
              checked={picked !== undefined && addressKey(picked) === addressKey(s)}
              onChange={() => patchDraft({ addressId: addressKey(s) })}
            />
            {lineAddress(s)}
          </label>
        ))}
        {typed ? (
          <label className="vt-choice">
            <input type="radio" name="address" checked onChange={() => undefined} />
            {lineAddress(draft.address as Address)}
          </label>
        ) : null}
        <button
          type="button"
          className="vt-button vt-review__other"
          onClick={() => {
            patchDraft({ addressId: '-' })
            navigate('checkout/address')
          }}
        >
          {t('checkout.new_address')}
        </button>
      </fieldset>
      <ServiceList />
    </div>
  )
}
