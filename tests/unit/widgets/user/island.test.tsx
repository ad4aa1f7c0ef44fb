import { cleanup } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The user island with the page's session and runtime replaced: what matters here is when it first asks the session.
const page = vi.hoisted(() => ({ asked: 0 }))
vi.mock('../../../../core/page/passport', async () => {
  const { createPassportStore } = await import('#core/passport/store')
  const { createBus } = await import('#core/bus')
  const store = createPassportStore({ bus: createBus(undefined), doc: null, storage: null })
  const checkAuthorization = () => {
    page.asked++
    return store.checkAuthorization()
  }
  return { passport: { ...store, checkAuthorization }, passportContext: {} }
})
vi.mock('#core/page/context', async () => {
  const { createBus } = await import('#core/bus')
  const { t } = await import('#core/i18n')
  return {
    bus: createBus(undefined),
    cart: {},
    labelsFor: async () => {},
    t: (key: never, params?: never) => t(key, 'pt_br', params)
  }
})

afterEach(cleanup)

describe('user island', () => {
  it('importing it asks nothing of the session; the first mount starts following it, once for the page', async () => {
    const { mount } = await import('#widgets/user/island')
    const { bus } = await import('#core/page/context')
    expect(page.asked).toBe(0)
    const el = () => document.body.appendChild(document.createElement('div'))
    await mount(el())
    expect(page.asked).toBe(1)
    await mount(el())
    expect(page.asked).toBe(1)
    // A login later (a visitor who logs in): the sync is asked again.
    bus.emit('passport:login', { customer: {} })
    expect(page.asked).toBe(2)
  })
})
