import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState } from 'react'
import { phoneText } from '../../../../core/account/phone-rules'
import { maskDoc } from '../../../../core/checkout/documents'
import { buyerErrors } from '../../../../core/checkout/registration'
import { reviewReady } from '../../../../core/checkout/returning'
import { awaitsLogin } from '../../../../core/checkout/session-end'
import { refreshCustomer } from '../../../../core/account/customer'
import { passport, passportContext } from '../../../../core/page/passport'
import { bus, cart, settings, t } from '../../../../core/runtime'
import type { Customer } from '../../../../core/schemas/customer'
import type { RouteProps } from '../../route-types'
import { useCartQuotes } from '../../parts/use-cart-quotes'
import { CartSummary } from '../../parts/CartSummary'
import { $draft, patchDraft, type Draft } from '../../state/draft'
import { $heldCustomer } from '../../state/held-customer'
import { AddressStep } from './AddressStep'
import { BuyerForm } from './BuyerForm'
import { Identification } from './Identification'
import { PaymentStep } from './PaymentStep'
import { useAttemptLookup } from './use-place-order'

const STEPS = ['identification', 'customer', 'address', 'payment'] as const
type Step = (typeof STEPS)[number]

/** The logged-in customer's record as the buyer form's text, so nothing they already gave is asked again. */
function fromCustomer(c: Customer, b: Draft['buyer']): Draft['buyer'] {
  const phone = c.phones?.[0]
  const bd = c.birth_date
  return {
    ...b,
    email: c.main_email ?? b.email,
    name: [c.name?.given_name, c.name?.middle_name, c.name?.family_name].filter(Boolean).join(' ') || b.name,
    registry: c.registry_type ?? b.registry,
    // Shown as the field masks it (12.ABC.345/01DE-35), read back by the same rule.
    doc: c.doc_number ? maskDoc(c.registry_type ?? b.registry, c.doc_number) : b.doc,
    phone: phone ? phoneText(phone) : b.phone,
    birth:
      bd?.day && bd.month && bd.year
        ? `${String(bd.day).padStart(2, '0')}/${String(bd.month).padStart(2, '0')}/${bd.year}`
        : b.birth,
    gender: c.gender ?? b.gender,
    corporate: c.corporate_name ?? b.corporate
  }
}

/**
 * The furthest step the shopper may be on: identification until logged in or visitor, data until complete. A
 * returning customer (complete data, an address on file) is taken from #/checkout straight to the review.
 */
function allowed(step: Step | undefined, draft: Draft, loggedIn: boolean, customer: Customer | null): Step {
  if (!loggedIn && !draft.visitor) return 'identification'
  const complete = !Object.keys(buyerErrors(draft.buyer, settings.country_code)).length
  if (loggedIn && (step === undefined || step === 'identification') && reviewReady(complete, customer?.addresses))
    return 'payment'
  // A visitor may come back to identification (to log in after all); a logged-in customer has nothing to do there.
  if (step === undefined || step === 'identification') return loggedIn ? 'customer' : 'identification'
  if (!complete) return 'customer'
  return step
}

/**
 * The session ended mid-checkout (not a logout): said, with the login in place above the step, which stays as it was
 * (its choices, the card typed in memory) so the shopper goes on from there once logged in again. A press on the step's
 * own button meanwhile is answered here: what to do, focus on the login.
 */
function SessionEnded({ next, pressed }: { next(): void; pressed: number }) {
  const box = useRef<HTMLDivElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  // Focus left on nothing (the press that met the ended session) goes to the news; a shopper typing keeps their field.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) message.current?.focus()
  }, [])
  useEffect(() => {
    // Where the shopper types next: the code once asked for, else the e-mail.
    const at = box.current
    if (pressed)
      (at?.querySelector<HTMLElement>('input[name="secret"]') ?? at?.querySelector<HTMLElement>('input'))?.focus()
  }, [pressed])
  return (
    <div className="vt-checkout__relogin" data-session-ended ref={box}>
      <p ref={message} role="alert" tabIndex={-1} className="vt-form-error">
        {t('checkout.session_ended')}
      </p>
      <p role="status" data-relogin-hint>
        {pressed ? t('checkout.login_again_first') : ''}
      </p>
      <Identification next={next} again />
    </div>
  )
}

/**
 * Whether this checkout waits for its shopper's login again; when that ends, focus goes back to the step's heading.
 * Meanwhile the customer's record (gone with the session) is held in memory so the step shows what it showed.
 */
function useRelogin(draft: Draft, loggedIn: boolean, customer: Customer | null) {
  const ended = useStore(passport.$ended)
  const waits = awaitsLogin(draft, { loggedIn: loggedIn ? passport.getSession().auth?.id : undefined, ended })
  const was = useRef(waits)
  if (customer && loggedIn) lastRecord = customer
  useEffect(() => {
    if (was.current && !waits) document.querySelector<HTMLElement>('.vt-checkout [data-step-heading]')?.focus()
    was.current = waits
    const held = waits && lastRecord && lastRecord._id === ended ? lastRecord : null
    if ($heldCustomer.get() !== held) $heldCustomer.set(held)
  }, [waits, ended])
  return waits
}

/** Presses of the step's own button while the login is awaited, counted and stopped: nothing is sent without the session it needs. */
function useHeldPresses(relogin: boolean) {
  const [pressed, setPressed] = useState(0)
  const hold = (e: { preventDefault(): void; stopPropagation(): void }) => {
    if (!relogin) return
    e.preventDefault()
    e.stopPropagation()
    setPressed((n) => n + 1)
  }
  return { pressed, hold }
}

// The last record seen logged in, in this tab's memory: what a session that ends leaves the review to show.
let lastRecord: Customer | null = null

// Whether checkout:begin was emitted for this visit to the checkout: the route mounts again at each step (its key is
// the path), and leaving for another route ends the visit.
let begun = false

function useBeginOnce() {
  useEffect(() => {
    if (!begun) bus.emit('checkout:begin', { cart: cart.data })
    begun = true
    // By the time a route unmounts, the hash already names the next one.
    return () => {
      if (!location.hash.startsWith('#/checkout')) begun = false
    }
  }, [])
}

/** #/checkout/{step}: identification → customer data → address and shipping → payment and review. */
export default function CheckoutRoute({ params, navigate }: RouteProps) {
  const c = useStore(cart.$cart)
  const stored = useStore($draft)
  const customer = useStore(passport.$customer)
  const loggedIn = passport.checkLogin()
  // The record's data counts from the first render: waiting for the effect below would send a returning customer to
  // the data step first.
  const draft = loggedIn && customer ? { ...stored, buyer: fromCustomer(customer, stored.buyer) } : stored
  const asked = (STEPS as readonly string[]).includes(params.step ?? '') ? (params.step as Step) : undefined
  // Logged in, the record not read yet: which step applies is not known until it is.
  const [unread, setUnread] = useState(false)
  const waiting = loggedIn && !customer && passport.checkAuthorization() && !unread
  const relogin = useRelogin(stored, loggedIn, customer)
  const { pressed, hold } = useHeldPresses(relogin)
  // Waiting for the same shopper's login, the step stays the one they were on.
  const step = allowed(asked, draft, loggedIn || relogin, customer)
  useCartQuotes()
  useBeginOnce()
  const asking = useAttemptLookup(navigate)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the buyer is filled in once per customer record (its id), not on every copy of it
  useEffect(() => {
    if (loggedIn && customer)
      patchDraft({ buyer: fromCustomer(customer, $draft.get().buyer), owner: passport.getSession().auth?.id })
    // A login whose record this browser does not hold (the cookie came back without local storage): read it, so the
    // buyer's data is filled in as for any logged-in shopper.
    else if (passport.checkAuthorization())
      refreshCustomer(passportContext).catch((e) => {
        console.warn('[vitrine] customer not read', e)
        // The steps ask for what the record would have filled in.
        setUnread(true)
      })
  }, [loggedIn, customer?._id])
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigate is the router's stable function
  useEffect(() => {
    // #/checkout names no step: it is replaced by the step's own address too, so the title says which step it is.
    if (!waiting && step !== params.step && location.hash.startsWith('#/checkout')) navigate(`checkout/${step}`, true)
  }, [step, params.step, waiting])
  const go = (s: Step) => () => navigate(`checkout/${s}`)
  // A reloaded checkout with a purchase under way first learns whether it made an order (shown, never made twice).
  if (asking) return <p role="status">{t('common.loading')}</p>
  if (!c.items.length) {
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
  // Until #/checkout has become its step's own address, which mounts the route anew (the shell keys routes by path):
  // a form shown in between would lose what the shopper typed in it.
  if (waiting || step !== params.step) return <div className="vt-checkout" aria-busy="true" />
  return (
    <div className="vt-checkout">
      <h1 tabIndex={-1}>{t('checkout.title')}</h1>
      {loggedIn && draft.buyer.email ? <p>{t('checkout.buying_as', { email: draft.buyer.email })}</p> : null}
      <CartSummary />
      {relogin ? <SessionEnded next={() => undefined} pressed={pressed} /> : null}
      {/* Until the shopper logs in again the step stays as it was and its choices can change, but its button sends
        nothing (an order would otherwise go without its buyer's session): the press is answered above. */}
      <div onSubmitCapture={hold}>
        {step === 'identification' ? (
          <Identification
            // Logged in now: #/checkout leads a returning customer to the review, anyone else to the data step.
            next={() => navigate(passport.checkLogin() ? 'checkout' : 'checkout/customer')}
          />
        ) : step === 'customer' ? (
          <BuyerForm next={go('address')} />
        ) : step === 'address' ? (
          <AddressStep next={go('payment')} />
        ) : (
          <PaymentStep navigate={navigate} />
        )}
      </div>
    </div>
  )
}
