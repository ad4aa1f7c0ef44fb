import { vi } from 'vitest'
import { createBus } from '#core/bus'
import type { PassportContext } from '#core/passport/context'
import { createPassportStore, type PassportDeps } from '#core/passport/store'

/** A document.cookie stand-in: assignments are kept (for attribute checks) and Max-Age=0 deletes. */
export function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  const writes: string[] = []
  return {
    writes,
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(assignment: string) {
      writes.push(assignment)
      const [pair] = assignment.split(';')
      const i = pair!.indexOf('=')
      const name = pair!.slice(0, i)
      if (/Max-Age=0(;|$)/.test(assignment)) jar.delete(name)
      else jar.set(name, pair!.slice(i + 1))
    }
  }
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k)
  }
}

export const MARIA = '23f577c86ffe0644976dd53f'
export const future = () => new Date(Date.now() + 86_400_000).toISOString()

export function answer(
  level: number,
  customer: Record<string, unknown> = { display_name: 'Maria', main_email: 'maria@example.com' }
) {
  return {
    auth: { id: MARIA, level, token: { access_token: 'tok', expires: future() } },
    customer: { _id: MARIA, ...customer }
  }
}

export function setup(
  deps: Partial<PassportDeps> & { cookies?: Record<string, string>; stored?: Record<string, string> } = {}
) {
  const doc = cookieJar(deps.cookies)
  const storage = memoryStorage(deps.stored)
  const target = new EventTarget()
  const bus = createBus(target)
  const events: string[] = []
  for (const topic of ['passport:login', 'passport:logout', 'passport:change', 'passport:expire'] as const)
    bus.on(topic, () => events.push(topic))
  const passport = createPassportStore({ bus, doc, storage, ...deps })
  return { passport, doc, storage, bus, events, target }
}

export function fakeApi() {
  return { passport: vi.fn(), store: vi.fn() }
}

export function context(
  passport: PassportContext['passport'],
  api = fakeApi()
): PassportContext & { api: ReturnType<typeof fakeApi> } {
  return {
    passport,
    api,
    settings: { lang: 'pt_br', store_id: 1011, api: {} as PassportContext['settings']['api'] },
    passportBase: 'https://passport.test/v1/',
    passportOrigin: 'https://passport.test',
    sessionId: 'A'.repeat(32)
  } as PassportContext & { api: ReturnType<typeof fakeApi> }
}

/** An ApiError-shaped rejection (the code under test checks it structurally). */
export function httpError(status: number) {
  return Object.assign(new Error(`http ${status}`), { kind: 'http', status })
}
