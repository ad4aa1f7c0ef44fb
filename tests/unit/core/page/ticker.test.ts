import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onTick } from '#core/page/ticker'

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('page ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-23T10:00:00.400Z'))
  })
  afterEach(() => {
    setHidden(false)
    vi.useRealTimers()
  })

  it('calls at once, then on each wall-clock second, for every subscriber from one timer', () => {
    const a: number[] = []
    const b: number[] = []
    const offA = onTick((now) => a.push(now))
    const offB = onTick((now) => b.push(now))
    expect(a).toHaveLength(1)
    vi.advanceTimersByTime(610)
    expect(a).toHaveLength(2)
    expect(a[1]! % 1000).toBeLessThan(50)
    vi.advanceTimersByTime(3000)
    expect(a).toHaveLength(5)
    expect(b).toEqual(a)
    expect(vi.getTimerCount()).toBe(1)
    offA()
    offB()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops while the tab is hidden and catches up at once when it is shown', () => {
    const seen: number[] = []
    const off = onTick((now) => seen.push(now))
    setHidden(true)
    vi.advanceTimersByTime(10_000)
    expect(seen).toHaveLength(1)
    setHidden(false)
    expect(seen).toHaveLength(2)
    vi.advanceTimersByTime(1000)
    expect(seen).toHaveLength(3)
    off()
  })
})
