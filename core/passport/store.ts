import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { Bus } from '../bus'
import { assertCustomer, Customer, readableCustomer } from '../schemas/customer'
import { Session } from '../schemas/session'
import { cookieToErase, cookieToSet, PASSPORT_KEY, readCookie } from './cookie'
import {
  isAuthorized,
  isLoggedIn,
  isVerified,
  parseCustomer,
  parseSession,
  requireAuthorized,
  type Credentials
} from './session'
import { forgetCustomerData } from './session-data'
import { mergeTracking, type Tracking } from './tracking'

export interface PassportDeps {
  bus: Bus
  /** Holder of the session cookie; null outside a browser (the session then lives in memory only). */
  doc?: Pick<Document, 'cookie'> | null
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  /** Adds Secure to the cookie (pages on https). */
  secure?: boolean
  /** Tracking read from the landing URL, merged into the session on start. */
  tracking?: Tracking
  now?: () => number
  /** Window whose `storage` events tell this tab another one logged in or out. */
  win?: Pick<Window, 'addEventListener'> | null
  /** Where the customer's data for this browser session lives (sessionStorage): emptied on logout. */
  sessionData?: Pick<Storage, 'removeItem'> | null
}

export interface PassportStore {
  readonly $session: ReadableAtom<Session>
  /** The customer, or null when nobody is logged in or the record is not known yet. */
  readonly $customer: ReadableAtom<Customer | null>
  checkLogin(): boolean
  checkAuthorization(): boolean
  checkVerification(): boolean
  getSession(): Session
  /** The customer record; `{}` when logged out, so theme code can read fields without a guard. */
  getCustomer(): Customer
  /** Merges `customer` into the current record ('Customer must be an object' otherwise) and emits change. */
  setCustomer(customer: unknown): Customer
  /** Takes a passport answer ({auth, customer}) as the new session and emits login. False when it is not one. */
  setSession(data: unknown): boolean
  /** Tracking and other session fields (e.g. the synced cart id); never emits login. */
  updateSession(patch: Tracking & Record<string, unknown>): void
  /** X-My-ID / X-Access-Token for customer-data calls; throws 'Unauthenticated, requires login' or 'Unauthorized, …'. */
  credentials(): Credentials
  logout(): void
}

/**
 * The customer session of the page: session JSON in the `ecomPassportClient` cookie, the customer in
 * localStorage under the same key. Anything stored is validated on the way in; a corrupt cookie is erased and a
 * corrupt customer dropped, both silently.
 */
export function createPassportStore(deps: PassportDeps): PassportStore {
  const { bus, tracking, win } = deps
  const { writeCookie, store, load } = persistence(deps)
  const [initialSession, initialCustomer] = load()
  const $session = atom<Session>(initialSession)
  const $customer = atom<Customer | null>(initialCustomer)
  if (tracking && Object.keys(tracking).length) {
    $session.set(mergeTracking($session.get(), tracking))
    writeCookie($session.get())
  }

  const saveCustomer = (customer: Customer | null) => {
    $customer.set(customer)
    if (customer) store('setItem', JSON.stringify(customer))
    else store('removeItem')
  }
  followOtherTabs(win, bus, load, $session, $customer)
  // Here or in another tab: what this tab kept of the customer goes with them.
  bus.on('passport:logout', () => forgetCustomerData(deps.sessionData))

  return {
    $session,
    $customer,
    checkLogin: () => isLoggedIn($session.get()),
    checkAuthorization: () => isAuthorized($session.get()),
    checkVerification: () => isVerified($session.get()),
    getSession: () => $session.get(),
    getCustomer: () => $customer.get() ?? {},
    credentials: () => requireAuthorized($session.get()),
    setCustomer(input) {
      assertCustomer(input)
      const r = Customer.safeParse({ ...$customer.get(), ...input })
      if (!r.success) throw new Error(`Invalid customer: ${r.error.issues.map((i) => i.path.join('.')).join(', ')}`)
      saveCustomer(r.data)
      bus.emit('passport:change', { customer: r.data })
      return r.data
    },
    setSession(data) {
      const next = loginFrom(data, $session.get(), $customer.get())
      if (!next) return false
      $session.set(next.session)
      writeCookie(next.session)
      saveCustomer(next.customer)
      bus.emit('passport:login', { customer: next.customer })
      return true
    },
    updateSession(patch) {
      const session = { ...$session.get(), ...patch }
      $session.set(session)
      writeCookie(session)
    },
    logout() {
      $session.set({})
      saveCustomer(null)
      writeCookie({})
      bus.emit('passport:logout', {})
    }
  }
}

/** The cookie and storage side of the store: writing the session cookie, the customer record, and loading both. */
function persistence({ doc, storage, secure = false, now = Date.now }: PassportDeps) {
  const writeCookie = (session: Session) => {
    if (!doc) return
    doc.cookie = Object.keys(session).length
      ? cookieToSet(JSON.stringify(session), { secure })
      : cookieToErase({ secure })
  }
  const store = (key: 'setItem' | 'removeItem', value?: string) => {
    try {
      storage?.[key](PASSPORT_KEY, value!)
    } catch (e) {
      console.warn('[vitrine] customer could not be stored', e) // quota or private mode: this page view still works
    }
  }
  const readStorage = () => {
    try {
      return storage?.getItem(PASSPORT_KEY) ?? null
    } catch {
      return null
    }
  }

  function load(): [Session, Customer | null] {
    let session = parseSession(doc ? readCookie(doc.cookie) : null)
    if (session === 'corrupt') {
      writeCookie({})
      session = null
    }
    session ??= {}
    const token = session.auth?.token
    // NaN fails the comparison: a token whose expiry is not a date counts as expired, never as lasting for ever.
    if (token && !(Date.parse(token.expires) >= now())) {
      // An expired token would only earn 401s: the shopper is logged out, the visit's tracking stays.
      const { auth: _expired, ...rest } = session
      session = rest
      writeCookie(session)
    }
    let customer = isLoggedIn(session) ? parseCustomer(readStorage()) : null
    // A record of someone else (an older login left behind) must never be shown under this session.
    if (customer?._id && customer._id !== session.auth!.id) customer = null
    if (!customer) store('removeItem')
    return [session, customer]
  }
  return { writeCookie, store, load }
}

/** Another tab logged in, out, or changed the customer: follow it, or this tab would act for the wrong person. */
function followOtherTabs(
  win: PassportDeps['win'],
  bus: Bus,
  load: () => [Session, Customer | null],
  $session: WritableAtom<Session>,
  $customer: WritableAtom<Customer | null>
) {
  win?.addEventListener('storage', (ev: StorageEvent) => {
    if (ev.key !== PASSPORT_KEY && ev.key !== null) return
    const wasIn = isLoggedIn($session.get())
    const [session, customer] = load()
    $session.set(session)
    $customer.set(customer)
    const isIn = isLoggedIn(session)
    if (isIn && !wasIn) bus.emit('passport:login', { customer: customer ?? {} })
    else if (!isIn && wasIn) bus.emit('passport:logout', {})
    else if (isIn) bus.emit('passport:change', { customer: customer ?? {} })
  })
}

/** The session and customer a passport answer ({auth, customer}) logs in, or null when it is not one. */
function loginFrom(
  data: unknown,
  prev: Session,
  old: Customer | null
): { session: Session; customer: Customer } | null {
  // The session part must be right; the customer record is taken field by field (readableCustomer).
  const raw = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  const r = Session.safeParse({ ...raw, customer: undefined })
  if (!r.success || !r.data.auth) return null
  const { customer: _, ...answer } = r.data
  const incoming = readableCustomer(raw.customer)
  // The same person logging in again (a higher level) keeps the rest of the session, e.g. the synced cart;
  // someone else keeps only this visit's tracking.
  const session = prev.auth?.id === answer.auth!.id ? { ...prev, ...answer } : mergeTracking(answer, prev)
  // A level-1 answer carries a masked record: keep what we already knew of the same person under it.
  const customer = { ...(old?._id === session.auth!.id ? old : {}), ...incoming, _id: session.auth!.id }
  return { session, customer }
}
