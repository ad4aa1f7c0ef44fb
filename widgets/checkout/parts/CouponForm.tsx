import { useStore } from '@nanostores/react'
import { type RefObject, useEffect, useState } from 'react'
import { replacedDiscount } from '#core/checkout/totals'
import { cart, money, t } from '#core/page/context'
import { $coupon, $discount, refreshDiscount, removeCoupon } from '../state/cart-state'
import { $refusedCoupon } from '../state/coupon-verdict'
import { Field } from './Field'
import { usePageId } from '#widgets/ui/page-id'
import { RetryButton } from './RetryButton'
import { useRefocus } from './use-refocus'

/** apply_discount did not answer: the code stays in the field and the shopper can send it again. */
function CouponFailed({ busy, retry }: { busy?: boolean; retry(): void }) {
  return (
    <>
      <p className="vt-form-error" role="alert">
        {t('error.coupon_unavailable')}
      </p>
      <RetryButton busy={busy} retry={retry} className="vt-coupon__retry" />
    </>
  )
}

/**
 * The applied coupon, with the rule's label unless it only repeats the code ('BEMVINDO10 (BEMVINDO10)'), what it
 * replaced when the store's automatic discount was larger, and the button that removes it.
 */
function AppliedCoupon({
  box,
  coupon,
  subtotal
}: {
  box: RefObject<HTMLDivElement>
  coupon: string
  subtotal: number
}) {
  const discount = useStore($discount)
  const label = discount.rule?.label
  const lost = replacedDiscount(subtotal, discount.extra, discount.rule?.extra_discount.value ?? 0)
  return (
    <div className="vt-coupon" ref={box}>
      <p tabIndex={-1}>
        {t('checkout.coupon_applied')}: <strong>{coupon}</strong>
        {label && label.toUpperCase() !== coupon.toUpperCase() ? ` (${label})` : ''}
        {/* In the focused message, so it is read out with it. */}
        {lost !== null && (
          <span className="vt-coupon__note"> {t('checkout.coupon_replaces', { value: money(lost) })}</span>
        )}
      </p>
      <RemoveCoupon />
    </div>
  )
}

function RemoveCoupon() {
  return (
    <button
      type="button"
      className="vt-button"
      onClick={() => {
        void removeCoupon()
      }}
    >
      {t('checkout.remove_coupon')}
    </button>
  )
}

/**
 * A code refused just after the shopper sent it: focus goes to the field (marked invalid, its message tied to it),
 * where the next code is typed, wherever in the form it was (the 'Aplicar' button, or nowhere once markup changed).
 * A refusal found without the shopper asking (a page-load check) leaves focus alone.
 */
function useFieldOnRefusal(box: RefObject<HTMLElement>, error: string | undefined) {
  useEffect(() => {
    const form = box.current
    if (!error || !form) return
    const active = document.activeElement
    if (active && active !== document.body && !form.contains(active)) return
    form.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus()
  }, [error, box])
}

/**
 * Coupon → apply_discount; a refused code shows the module's message (or the default one) once, above the field that
 * it describes, with 'Remover cupom'; a call
 * that failed says so with a retry (the code was not judged). The session's coupon that a check refused (the cart
 * changed, or a campaign link brought an expired code) is named with its reason and can be removed; the form stays
 * for another code.
 */
export function CouponForm() {
  const coupon = useStore($coupon)
  const refusedCode = useStore($refusedCoupon)
  const discount = useStore($discount)
  const { subtotal } = useStore(cart.$cart)
  const [code, setCode] = useState('')
  const [tried, setTried] = useState('')
  const refusal = refusedCode && refusedCode === coupon ? discount.invalid || t('error.invalid_coupon') : undefined
  const applied = Boolean(coupon && !refusal && discount.rule)
  const failed = !applied && discount.failed === true
  // The applied message (read out), else the retry button, else the coupon field.
  const box = useRefocus<HTMLDivElement & HTMLFormElement>(
    applied ? 'applied' : failed ? 'failed' : refusal ? 'refused' : 'form',
    '.vt-coupon > p, .vt-coupon__refused p, .vt-coupon__retry, input'
  )
  // The field is marked only for the code typed in it: once the shopper edits it, the message (and aria-invalid) go.
  const error = !applied && !failed && refusal && tried && tried === code.trim().toUpperCase() ? refusal : undefined
  useFieldOnRefusal(box, error)
  const refusedId = `${usePageId()}-refused`
  if (applied) return <AppliedCoupon box={box} coupon={coupon!} subtotal={subtotal} />
  const named = refusal ? t('checkout.coupon_refused', { code: refusedCode!, reason: refusal }) : ''
  // A retry after a failed page-load check (nothing typed yet) sends the coupon kept in the session.
  const send = () => {
    // The button stays focusable while the code is checked (aria-disabled): this is the guard.
    if (discount.busy) return
    const sent = code.trim().toUpperCase() || (failed ? coupon : '')
    setTried(sent)
    if (sent) void refreshDiscount(sent)
  }
  return (
    <form
      className="vt-coupon"
      ref={box}
      onSubmit={(e) => {
        e.preventDefault()
        send()
      }}
    >
      {/* The refusal is said once, in this live region (kept on the page, hidden while empty, so it is announced). */}
      <div className={refusal ? 'vt-coupon__refused' : 'vt-sr'}>
        <p tabIndex={-1} id={refusedId} role="status">
          {named}
        </p>
        {refusal ? <RemoveCoupon /> : null}
      </div>
      <Field
        label={t('checkout.coupon')}
        value={code}
        onValue={setCode}
        errorShownIn={error ? refusedId : undefined}
        autoComplete="off"
        inputMode="text"
        placeholder={t('checkout.coupon_placeholder')}
        maxLength={60}
      />
      <button type="submit" className="vt-button" aria-disabled={discount.busy || undefined}>
        {t('checkout.apply')}
      </button>
      {failed ? <CouponFailed busy={discount.busy} retry={send} /> : null}
    </form>
  )
}

/**
 * At the payment step: the session's coupon that a check (or the order itself) refused is named with its reason next
 * to the coupon field (the totals above are without it), where it can be removed or another code tried. Once shown,
 * the form stays after the removal, so focus goes to its field instead of falling to the page.
 */
export function CouponNote() {
  const coupon = useStore($coupon)
  const refusedCode = useStore($refusedCoupon)
  const [shown, setShown] = useState(false)
  const refused = Boolean(refusedCode && refusedCode === coupon)
  if (refused && !shown) setShown(true)
  return refused || shown ? <CouponForm /> : null
}
