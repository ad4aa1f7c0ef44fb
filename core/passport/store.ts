import { atom, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { Bus } from '../bus'
import { frozenAtom } from '../frozen'
import { assertCustomer, Customer, readableCustomer } from '../schemas/customer'
import { Session } from '../schemas/session'
import { cookieToErase, cookieToSet, PASSPORT_KEY, readCookie } from './cookie'

// setTimeout's longest delay (about 24.8 days); a token lasting longer is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1
import {
  isAuthorized,
  isLoggedIn,
  isVerified,
  parseCustomer,
  parseSession,
  requireAuthorized,
  type Credentials
} from './session'
import { forgetCustomerData, SESSION_ENDED_KEY } from './session-data'
import { mergeTracking, type Tracking } from './tracking'
import { storedKey } from '../storage'

/**
 * localStorage key naming the customer whose session ended without a logout (the token expired or the platform
 * refused it). What that shopper was doing (a checkout's typed data) is kept for them until they log in again; an
 * explicit logout or any login removes it.
 */
export { SESSION_ENDED_KEY }

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
  /** Where the customer's data for this browser session lives (sessionStorage): emptied on logout (session-data.ts). */
  sessionData?: Pick<Storage, 'removeItem'> | null
}

/**
 * getCustomer() while nobody is logged in. The store hands theme scripts its own session and customer (getSession,
 * getCustomer, event details), so its atoms freeze every value and this one is frozen too.
 */
const NOBODY: Customer = Object.freeze({})

/** Who is logged in, their record, and whose session ended without a logout (null while someone is logged in). */
type Loaded = [Session, Customer | null, string | null]

export interface PassportStore {
  readonly $session: ReadableAtom<Session>
  /** The customer, or null when nobody is logged in or the record is not known yet. */
  readonly $customer: ReadableAtom<Customer | null>
  /**
   * The id of the customer whose session ended without a logout (token expired, or refused by the platform), while
   * nobody is logged in; null otherwise. What they were doing may be kept for them: it is still theirs.
   */
  readonly $ended: ReadableAtom<string | null>
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
  /** The shopper logs out: session, customer and anything kept for them go (emits logout). */
  logout(): void
  /**
   * The session is over without the shopper asking (its token expired or the platform refused it): the login and the
   * record go, the visit's tracking stays, and `$ended` names the customer so their work is kept (emits expire).
   */
  endSession(): void
}

/**
 * The customer session of the page: session JSON in the `ecomPassportClient` cookie, the customer in
 * localStorage under the same key. Anything stored is validated on the way in; a corrupt cookie is erased and a
 * corrupt customer dropped, both silently.
 */
export function createPassportStore(deps: PassportDeps): PassportStore {
  const { bus, tracking, win } = deps
  const { writeCookie, store, load, otherLogin } = persistence(deps)
  const [initialSession, initialCustomer, initialEnded] = load()
  const $session = frozenAtom<Session>(initialSession)
  const $customer = frozenAtom<Customer | null>(initialCustomer)
  const $ended = atom<string | null>(initialEnded)
  if (tracking && Object.keys(tracking).length) {
    $session.set(mergeTracking($session.get(), tracking))
    writeCookie($session.get())
  }

  const saveCustomer = (customer: Customer | null) => {
    $customer.set(customer)
    if (customer) store('setItem', JSON.stringify(customer))
    else store('removeItem')
  }
  const follow = followOtherTabs(win, bus, load, { $session, $customer, $ended })
  const endSession = ender({ $session, $ended }, { store, writeCookie, saveCustomer, bus, otherLogin, follow })
  watchExpiry($session, endSession, deps.now ?? Date.now)
  forgetOnLeave(deps)

  return {
    $session,
    $customer,
    $ended,
    checkLogin: () => isLoggedIn($session.get()),
    checkAuthorization: () => isAuthorized($session.get()),
    checkVerification: () => isVerified($session.get()),
    getSession: () => $session.get(),
    getCustomer: () => $customer.get() ?? NOBODY,
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
      store('removeItem', undefined, SESSION_ENDED_KEY)
      $session.set(next.session) // before the mark goes: seen without a session, that would read as a logout
      $ended.set(null)
      writeCookie(next.session)
      saveCustomer(next.customer)
      bus.emit('passport:login', { customer: next.customer })
      return true
    },
    updateSession: patcher($session, writeCookie, otherLogin),
    endSession,
    logout() {
      // Before the record goes: another tab reading that removal must find no mark, and take it as a logout.
      store('removeItem', undefined, SESSION_ENDED_KEY)
      $ended.set(null)
      $session.set({})
      // The cookie first: a tab told of the record's removal reads it, and must find the session over.
      writeCookie({})
      saveCustomer(null)
      bus.emit('passport:logout', {})
    }
  }
}

/**
 * updateSession(). Another tab's logout or login may not have reached this tab yet (its storage event comes after):
 * writing this tab's session back would undo it. The shared cookie says who is logged in now; a patch for another
 * session is dropped.
 */
function patcher(
  $session: WritableAtom<Session>,
  writeCookie: (s: Session) => void,
  otherLogin: (id: string | undefined) => boolean
): PassportStore['updateSession'] {
  return (patch) => {
    if (otherLogin($session.get().auth?.id)) return
    const session = { ...$session.get(), ...patch }
    $session.set(session)
    writeCookie(session)
  }
}

/** Here or in another tab: what this tab kept of the customer goes with them; a session that ended keeps their work. */
function forgetOnLeave({ bus, sessionData, storage }: PassportDeps) {
  bus.on('passport:logout', () => forgetCustomerData(sessionData, storage))
  bus.on('passport:expire', () => forgetCustomerData(sessionData, storage, true))
}

/** endSession(): the login and the record go, the mark names who they were (read by other tabs and the next page). */
function ender(
  { $session, $ended }: Pick<Atoms, '$session' | '$ended'>,
  deps: {
    store: ReturnType<typeof persistence>['store']
    writeCookie(s: Session): void
    saveCustomer(c: null): void
    bus: Bus
    otherLogin(id: string): boolean
    /** Takes the session the other tabs share, as their storage event would. */
    follow(): void
  }
) {
  return () => {
    const id = $session.get().auth?.id
    if (!id) return
    // Refused after another tab logged out (or in as someone else), before its storage event came: that is what
    // happened, not an expiry — followed as such, so this tab does not keep its draft for a login again.
    if (deps.otherLogin(id)) return deps.follow()
    const { auth: _over, ...rest } = $session.get()
    // The mark first: another tab reads it when the record's removal tells it this session is over.
    deps.store('setItem', id, SESSION_ENDED_KEY)
    $ended.set(id)
    $session.set(rest)
    deps.writeCookie(rest)
    deps.saveCustomer(null)
    deps.bus.emit('passport:expire', {})
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
  const store = (key: 'setItem' | 'removeItem', value?: string, name = PASSPORT_KEY) => {
    try {
      storage?.[key](name, value!)
    } catch (e) {
      console.warn('[vitrine] customer could not be stored', e) // quota or private mode: this page view still works
    }
  }
  const readStorage = (name = PASSPORT_KEY) => {
    try {
      return storage?.getItem(name) ?? null
    } catch {
      return null
    }
  }

  function load(): Loaded {
    let session = parseSession(doc ? readCookie(doc.cookie) : null)
    if (session === 'corrupt') {
      writeCookie({})
      session = null
    }
    session ??= {}
    const token = session.auth?.token
    // NaN fails the comparison: a token whose expiry is not a date counts as expired, never as lasting for ever.
    if (token && !(Date.parse(token.expires) >= now())) {
      // An expired token would only earn 401s: the session has ended (not a logout), the visit's tracking stays.
      const { auth: expired, ...rest } = session
      session = rest
      writeCookie(session)
      store('setItem', expired!.id, SESSION_ENDED_KEY)
    }
    let customer = isLoggedIn(session) ? parseCustomer(readStorage()) : null
    // A record of someone else (an older login left behind) must never be shown under this session.
    if (customer?._id && customer._id !== session.auth!.id) customer = null
    if (!customer) store('removeItem')
    const mark = readStorage(SESSION_ENDED_KEY)
    const ended = !isLoggedIn(session) && mark && /^[0-9a-f]{24}$/.test(mark) ? mark : null
    return [session, customer, ended]
  }
  /** Whether the shared cookie (any tab's last write) names another login than `id`; never without a document. */
  const otherLogin = (id: string | undefined): boolean => {
    if (!doc) return false
    const session = parseSession(readCookie(doc.cookie))
    return (session && session !== 'corrupt' ? session.auth?.id : undefined) !== id
  }
  return { writeCookie, store, load, otherLogin }
}

interface Atoms {
  $session: WritableAtom<Session>
  $customer: WritableAtom<Customer | null>
  $ended: WritableAtom<string | null>
}

/**
 * Another tab logged in, out, or changed the customer: follow it, or this tab would act for the wrong person. A
 * session that ended there (its mark names who was logged in here) ended here too: expire, not logout.
 */
function followOtherTabs(win: PassportDeps['win'], bus: Bus, load: () => Loaded, atoms: Atoms): () => void {
  const { $session, $customer, $ended } = atoms
  const follow = () => {
    const was = $session.get().auth?.id
    const [session, customer, ended] = load()
    $session.set(session)
    $customer.set(customer)
    $ended.set(ended)
    const isIn = isLoggedIn(session)
    if (isIn && !was) bus.emit('passport:login', { customer: customer ?? {} })
    else if (!isIn && was) bus.emit(ended === was ? 'passport:expire' : 'passport:logout', {})
    else if (isIn) bus.emit('passport:change', { customer: customer ?? {} })
  }
  win?.addEventListener('storage', (ev: StorageEvent) => {
    if (ev.key === storedKey(PASSPORT_KEY) || ev.key === null) follow()
  })
  return follow
}

/** Ends the session when its token's time is over, while the page stays open (a reload does it in load()). */
function watchExpiry($session: ReadableAtom<Session>, end: () => void, now: () => number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  $session.subscribe((session) => {
    clearTimeout(timer)
    const expires = session.auth?.token ? Date.parse(session.auth.token.expires) : Number.NaN
    if (!(expires >= now())) return
    const check = () => {
      if ($session.get() !== session) return
      if (now() >= expires) end()
      else timer = setTimeout(check, Math.min(expires - now(), MAX_TIMER_MS))
    }
    timer = setTimeout(check, Math.min(expires - now(), MAX_TIMER_MS))
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
