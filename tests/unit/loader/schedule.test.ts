import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { INTERACTION_EVENTS, schedule } from '#loader/schedule'

// happy-dom's own URL in vitest; restored after every test.
const DEFAULT_URL = 'http://localhost:3000/'
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url)

/** A controllable IntersectionObserver: the test decides when the element intersects. */
class FakeIO {
  static last: FakeIO | undefined
  observed: Element[] = []
  disconnected = false
  constructor(
    public callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    public options?: { rootMargin?: string }
  ) {
    FakeIO.last = this
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }])
  }
}

let el: HTMLElement

beforeEach(() => {
  vi.useFakeTimers()
  el = document.createElement('div')
  el.innerHTML = '<span class="child">x</span>'
  document.body.append(el)
  FakeIO.last = undefined
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setUrl(DEFAULT_URL)
  document.body.replaceChildren()
})

describe('eager', () => {
  it('starts after 1 ms on a public host', () => {
    setUrl('https://shop.example.com/')
    const start = vi.fn()
    schedule(el, 'eager', start)
    vi.advanceTimersByTime(0)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  // The same 1 ms on every host: no development-only delay ships to stores.
  it.each(['http://localhost:8080/', 'http://127.0.0.1:8080/', 'https://shop.example/'])(
    'starts after 1 ms on %s',
    (url) => {
      setUrl(url)
      const start = vi.fn()
      schedule(el, 'eager', start)
      vi.advanceTimersByTime(1)
      expect(start).toHaveBeenCalledTimes(1)
    }
  )

  it('starts only once however long we wait', () => {
    const start = vi.fn()
    schedule(el, 'eager', start)
    vi.advanceTimersByTime(10_000)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('never starts when cancelled before the delay', () => {
    const start = vi.fn()
    const cancel = schedule(el, 'eager', start)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(start).not.toHaveBeenCalled()
  })

  it('leaves no timer behind when cancelled, whatever the strategy', () => {
    for (const strategy of ['eager', 'idle', 'media:(min-width: 1px)'] as const) {
      const cancel = schedule(el, strategy, vi.fn())
      expect(vi.getTimerCount()).toBeGreaterThan(0)
      cancel()
      expect(vi.getTimerCount()).toBe(0)
    }
    const cancelIdle = schedule(el, 'idle', vi.fn())
    vi.advanceTimersByTime(200) // now waiting on the 800 ms fallback
    cancelIdle()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('cancels the idle callback it asked for', () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7)
    )
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const cancel = schedule(el, 'idle', vi.fn())
    vi.advanceTimersByTime(200)
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })
})

describe('idle', () => {
  it('waits 200 ms, then asks requestIdleCallback with an 800 ms timeout', () => {
    const ric = vi.fn<(cb: () => void, opts?: { timeout?: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', ric)
    const start = vi.fn()
    schedule(el, 'idle', start)
    vi.advanceTimersByTime(199)
    expect(ric).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(ric).toHaveBeenCalledTimes(1)
    expect(ric.mock.calls[0]?.[1]).toEqual({ timeout: 800 })
    // Not before the browser is idle.
    vi.advanceTimersByTime(5000)
    expect(start).not.toHaveBeenCalled()
    ric.mock.calls[0]?.[0]()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('falls back to an 800 ms timer where requestIdleCallback is missing', () => {
    expect('requestIdleCallback' in globalThis).toBe(false) // happy-dom has none
    const start = vi.fn()
    schedule(el, 'idle', start)
    vi.advanceTimersByTime(999)
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('does not start when cancelled while waiting for the idle callback', () => {
    const ric = vi.fn<(cb: () => void, opts?: { timeout?: number }) => number>(() => 1)
    vi.stubGlobal('requestIdleCallback', ric)
    const start = vi.fn()
    const cancel = schedule(el, 'idle', start)
    vi.advanceTimersByTime(200)
    cancel()
    ric.mock.calls[0]?.[0]()
    expect(start).not.toHaveBeenCalled()
  })

  it('does not start when cancelled before the fallback timer', () => {
    const start = vi.fn()
    const cancel = schedule(el, 'idle', start)
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(start).not.toHaveBeenCalled()
  })
})

describe('visible', () => {
  it('observes the element with a 350px root margin and starts when it intersects', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO)
    const start = vi.fn()
    schedule(el, 'visible', start)
    const io = FakeIO.last!
    expect(io.options?.rootMargin).toBe('350px')
    expect(io.observed).toEqual([el])
    vi.advanceTimersByTime(10_000)
    io.report(false)
    expect(start).not.toHaveBeenCalled()
    io.report(true)
    expect(start).toHaveBeenCalledTimes(1)
    expect(io.disconnected).toBe(true)
    io.report(true)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('loads eagerly where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    setUrl('https://shop.example.com/')
    const start = vi.fn()
    schedule(el, 'visible', start)
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('disconnects on cancel and ignores a later intersection', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO)
    const start = vi.fn()
    const cancel = schedule(el, 'visible', start)
    cancel()
    expect(FakeIO.last!.disconnected).toBe(true)
    FakeIO.last!.report(true)
    expect(start).not.toHaveBeenCalled()
  })
})

describe('interaction', () => {
  it.each([
    ['pointerdown', () => new Event('pointerdown', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })]
  ])('starts on the first %s inside the element', (_type, make) => {
    const start = vi.fn()
    schedule(el, 'interaction', start)
    el.querySelector('.child')!.dispatchEvent(make())
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('listens to exactly pointerdown, focusin and keydown', () => {
    expect([...INTERACTION_EVENTS].sort()).toEqual(['focusin', 'keydown', 'pointerdown'])
  })

  it('starts once across several events, and not on time or other events', () => {
    const start = vi.fn()
    schedule(el, 'interaction', start)
    el.dispatchEvent(new Event('mouseover', { bubbles: true }))
    vi.advanceTimersByTime(60_000)
    expect(start).not.toHaveBeenCalled()
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    el.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('ignores events outside the element', () => {
    const start = vi.fn()
    schedule(el, 'interaction', start)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(start).not.toHaveBeenCalled()
  })

  it('does not start after cancel', () => {
    const start = vi.fn()
    const cancel = schedule(el, 'interaction', start)
    cancel()
    el.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(start).not.toHaveBeenCalled()
  })
})
