import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { asStep, type CheckoutEvent, initialState, nextPath, reduce, routeOf, type Step } from '#core/checkout/machine'
import { buyerErrors } from '#core/checkout/registration'
import { awaitsLogin } from '#core/checkout/session-end'
import { passport } from '#core/page/passport'
import { bus, cart, settings, t } from '#core/page/context'
import type { Customer } from '#core/schemas/customer'
import type { RouteProps } from '#widgets/checkout/route-types'
import { useCartQuotes } from '#widgets/checkout/parts/use-cart-quotes'
import { CartSummary } from '#widgets/checkout/parts/CartSummary'
import { useMachine } from '#widgets/checkout/parts/use-machine'
import { $draft, type Draft } from '#widgets/checkout/state/draft'
import { holdRecord, recordSeen } from '#widgets/checkout/state/held-customer'
import { beginVisit, endVisit } from '#widgets/checkout/state/visit'
import { AddressStep } from './AddressStep'
import { BuyerForm } from './BuyerForm'
import { Identification } from './Identification'
import { SessionEnded } from './SessionEnded'
import { PaymentStep } from './PaymentStep'
import { useAttemptLookup } from './use-attempt-lookup'
import { useBuyerDraft } from './use-buyer-draft'

/**
 * Whether this checkout waits for its shopper's login again; when that ends, focus goes back to the step's heading.
 * Meanwhile the customer's record (gone with the session) is held in memory so the step shows what it showed.
 */
function useRelogin(draft: Draft, loggedIn: boolean, customer: Customer | null) {
  const ended = useStore(passport.$ended)
  const waits = awaitsLogin(draft, { loggedIn: loggedIn ? passport.getSession().auth?.id : undefined, ended })
  const was = useRef(waits)
  useEffect(() => {
    if (customer && loggedIn) recordSeen(customer)
  }, [customer, loggedIn])
  useEffect(() => {
    if (was.current && !waits) document.querySelector<HTMLElement>('.vt-checkout [data-step-heading]')?.focus()
    was.current = waits
    holdRecord(waits, ended)
  }, [waits, ended])
  return waits
}

/** Presses of the step's own button while the login is awaited, told to the model and stopped: nothing is sent without the session it needs. */
function heldPress(relogin: boolean, send: (e: CheckoutEvent) => boolean) {
  return (e: { preventDefault(): void; stopPropagation(): void }) => {
    if (!relogin) return
    e.preventDefault()
    e.stopPropagation()
    send({ type: 'press_held' })
  }
}

/** checkout:begin, once per visit to the checkout; by the time a route unmounts, the hash already names the next one. */
function useBeginOnce() {
  useEffect(() => {
    if (beginVisit()) bus.emit('checkout:begin', { cart: cart.data })
    return () => {
      if (!location.hash.startsWith('#/checkout')) endVisit()
    }
  }, [])
}

function EmptyCart() {
  return (
    <div className="vt-checkout">
      <h1 tabIndex={-1}>{t('checkout.title')}</h1>
      <p>{t('cart.empty')}</p>
      <a className="vt-button" href="#/cart">
        {t('checkout.go_to_cart')}
      </a>
    </div>
  )
}

/**
 * #/checkout/{step}: identification → customer data → address and shipping → payment and review. The route renders
 * what the checkout's state model (core/checkout/machine.ts) answers for the stores' facts, and sends it events.
 */
export default function CheckoutRoute({ params, navigate }: RouteProps) {
  const c = useStore(cart.$cart)
  const customer = useStore(passport.$customer)
  const loggedIn = passport.checkLogin()
  const [state, send] = useMachine(reduce, () => initialState($draft.get().attempt))
  const draft = useBuyerDraft(loggedIn, customer, () => send({ type: 'record_unread' }))
  const relogin = useRelogin(draft, loggedIn, customer)
  const { view, go } = routeOf(state, {
    asked: asStep(params.step),
    // Waiting for the same shopper's login, the step stays the one they were on.
    signedIn: loggedIn || relogin,
    reading: loggedIn && !customer && passport.checkAuthorization(),
    visitor: draft.visitor,
    complete: !Object.keys(buyerErrors(draft.buyer, settings.country_code)).length,
    addresses: customer?.addresses,
    cartEmpty: !c.items.length
  })
  useCartQuotes()
  useBeginOnce()
  useAttemptLookup(navigate, send)
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigate is the router's stable function
  useEffect(() => {
    // #/checkout names no step: it is replaced by the step's own address too, so the title says which step it is.
    if (go && location.hash.startsWith('#/checkout')) navigate(`checkout/${go}`, true)
  }, [go, params.step])
  // Each step's button leads on; after identification, to where the login (or not) now leads.
  const next = (s: Step) => () => navigate(nextPath(s, passport.checkLogin()) ?? 'checkout')
  // A reloaded checkout with a purchase under way first learns whether it made an order (shown, never made twice).
  if (view.show === 'lookup') return <p role="status">{t('common.loading')}</p>
  if (view.show === 'empty') return <EmptyCart />
  // Until #/checkout has become its step's own address, which mounts the route anew (the shell keys routes by path):
  // a form shown in between would lose what the shopper typed in it.
  if (view.show === 'wait') return <div className="vt-checkout" aria-busy="true" />
  const step = view.step
  return (
    <div className="vt-checkout">
      <h1 tabIndex={-1}>{t('checkout.title')}</h1>
      {loggedIn && draft.buyer.email ? <p>{t('checkout.buying_as', { email: draft.buyer.email })}</p> : null}
      <CartSummary />
      {relogin ? <SessionEnded next={() => undefined} pressed={state.held} /> : null}
      {/* Until the shopper logs in again the step stays as it was and its choices can change, but its button sends
        nothing (an order would otherwise go without its buyer's session): the press is answered above. */}
      <div onSubmitCapture={heldPress(relogin, send)}>
        {step === 'identification' ? (
          <Identification next={next('identification')} />
        ) : step === 'customer' ? (
          <BuyerForm next={next('customer')} />
        ) : step === 'address' ? (
          <AddressStep next={next('address')} />
        ) : (
          <PaymentStep navigate={navigate} order={state.order} send={send} />
        )}
      </div>
    </div>
  )
}
