import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BROWSER_ONLY, LoginError } from '#core/passport/context'
import { loginPageUrl, popupFeatures, popupLogin, POPUP_INTERVAL, watchPopup } from '#core/passport/popup'
import { answer, context, httpError, setup } from './support'

const SID = 'A'.repeat(32)
const ORIGIN = 'https://passport.test'

function host() {
  const target = new EventTarget()
  return Object.assign(target, {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id)
  }) as unknown as Window
}
const message = (data: unknown, origin = ORIGIN, source: unknown = null) =>
  new MessageEvent('message', { data, origin, source: source as Window })

describe('login popup', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is 640 x 500, or as wide as a smaller screen, centred', () => {
    expect(popupFeatures({ width: 1920, height: 1080 })).toMatch(/^width=640,height=500,left=640,top=290,/)
    expect(popupFeatures({ width: 360, height: 640 })).toMatch(/^width=360,height=500,left=0,top=70,/)
    expect(popupFeatures({ width: 300, height: 400 })).toMatch(/^width=300,height=500,left=0,top=0,/)
  })

  it('opens {passportBase}{lang}/{store_id}/{session_id}/login.html, with enable_skip when allowed', () => {
    const ctx = {
      settings: { lang: 'pt_br', store_id: 1011 },
      sessionId: SID,
      passportBase: 'https://passport.test/v1/'
    } as Parameters<typeof loginPageUrl>[0]
    expect(loginPageUrl(ctx)).toBe(`https://passport.test/v1/pt_br/1011/${SID}/login.html`)
    expect(loginPageUrl(ctx, true)).toBe(`https://passport.test/v1/pt_br/1011/${SID}/login.html?enable_skip=true`)
  })

  it('checks every 400 ms whether the popup closed', async () => {
    expect(POPUP_INTERVAL).toBe(400)
    const popup = { closed: false, close: vi.fn() }
    const done = vi.fn()
    void watchPopup(host(), popup, ORIGIN, SID).then(done)
    await vi.advanceTimersByTimeAsync(1200)
    expect(done).not.toHaveBeenCalled()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(399)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledWith('closed')
  })

  it('accepts the callback only from the passport origin, for this session, from the popup', async () => {
    const win = host()
    const popup = { closed: false, close: vi.fn() }
    const done = vi.fn()
    void watchPopup(win, popup, ORIGIN, SID).then(done)
    win.dispatchEvent(message({ type: 'passport:callback', session_id: SID }, 'https://evil.test'))
    win.dispatchEvent(message({ type: 'passport:callback', session_id: 'B'.repeat(32) }))
    win.dispatchEvent(message({ type: 'other', session_id: SID }))
    win.dispatchEvent(message('passport:callback'))
    win.dispatchEvent(message({ type: 'passport:callback', session_id: SID }, ORIGIN, {}))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).not.toHaveBeenCalled()
    win.dispatchEvent(message({ type: 'passport:callback', session_id: SID }, ORIGIN, popup))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toHaveBeenCalledWith('callback')
  })

  it('throws outside a browser', async () => {
    const { passport } = setup()
    await expect(popupLogin(context(passport), null)).rejects.toThrow(BROWSER_ONLY)
    expect(BROWSER_ONLY).toBe('Method available for browser only')
  })

  function browser(popup: { closed: boolean; close(): void } | null) {
    const win = host()
    return Object.assign(win, { open: vi.fn(() => popup), screen: { width: 1280, height: 800 } }) as unknown as Window &
      typeof globalThis
  }

  it('fetches the profile through token.json when the popup closes, and logs in', async () => {
    const { passport, events } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue(answer(3))
    const popup = { closed: false, close: vi.fn() }
    const win = browser(popup)
    const result = popupLogin(ctx, win)
    expect(win.open).toHaveBeenCalledWith(
      `https://passport.test/v1/pt_br/1011/${SID}/login.html`,
      'ecomPassportLogin',
      expect.stringMatching(/^width=640,height=500,/)
    )
    popup.closed = true
    await vi.advanceTimersByTimeAsync(400)
    expect(await result).toBe(true)
    expect(ctx.api.passport).toHaveBeenCalledWith(`${SID}/token`)
    expect(passport.checkVerification()).toBe(true)
    expect(events).toEqual(['passport:login'])
  })

  it('closes the popup itself when the provider calls back', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue(answer(3))
    const popup = { closed: false, close: vi.fn() }
    const win = browser(popup)
    const result = popupLogin(ctx, win)
    win.dispatchEvent(message({ type: 'passport:callback', session_id: SID }, ORIGIN, popup))
    expect(await result).toBe(true)
    expect(popup.close).toHaveBeenCalled()
  })

  it('answers false when the shopper closed the popup without logging in (token 404)', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockRejectedValue(httpError(404))
    const popup = { closed: true, close: vi.fn() }
    const result = popupLogin(ctx, browser(popup))
    await vi.advanceTimersByTimeAsync(400)
    expect(await result).toBe(false)
    expect(passport.checkLogin()).toBe(false)
  })

  it('fails with a LoginError when the popup is blocked or the passport fails', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    await expect(popupLogin(ctx, browser(null))).rejects.toBeInstanceOf(LoginError)
    ctx.api.passport.mockRejectedValue(httpError(500))
    const result = popupLogin(ctx, browser({ closed: true, close: vi.fn() }))
    const check = expect(result).rejects.toMatchObject({ reason: 'failed' })
    await vi.advanceTimersByTimeAsync(400)
    await check
  })
})
