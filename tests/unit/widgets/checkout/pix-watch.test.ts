import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchOrder, type OrderStatusRead } from '#widgets/checkout/parts/pix/watch'

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  vi.useFakeTimers()
  setHidden(false)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchOrder', () => {
  it('looks every 3 s, then backs off, and stops once told the order is settled', async () => {
    const answers: OrderStatusRead[] = []
    const read = vi.fn(async () => ({ financial_status: { current: 'pending' } }))
    let settle = false
    const w = watchOrder(
      'o1',
      (s) => {
        answers.push(s)
        return settle
      },
      read
    )
    await vi.advanceTimersByTimeAsync(2999)
    expect(read).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3000 * 10)
    expect(read).toHaveBeenCalledTimes(11)
    // After ten quiet looks the waits grow: 4.5 s, then 6.75 s.
    await vi.advanceTimersByTimeAsync(3000)
    expect(read).toHaveBeenCalledTimes(11)
    await vi.advanceTimersByTimeAsync(1500)
    expect(read).toHaveBeenCalledTimes(12)
    settle = true
    await vi.advanceTimersByTimeAsync(6750)
    expect(read).toHaveBeenCalledTimes(13)
    expect(answers).toHaveLength(13)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(read).toHaveBeenCalledTimes(13)
    w.stop()
  })

  it('looks at once when told (a code kept from before), and tells each failed look', async () => {
    const read = vi.fn(async () => {
      throw new Error('down')
    })
    const failed = vi.fn()
    const w = watchOrder('o1', () => false, read, 0, failed)
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    expect(failed).toHaveBeenCalledTimes(1)
    w.stop()
  })

  it('waits longer after failures', async () => {
    const read = vi.fn(async (): Promise<OrderStatusRead> => {
      throw new Error('down')
    })
    const w = watchOrder('o1', () => false, read)
    await vi.advanceTimersByTimeAsync(3000)
    expect(read).toHaveBeenCalledTimes(1)
    // 3 s doubled after one failure.
    await vi.advanceTimersByTimeAsync(5999)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(2)
    w.stop()
  })

  it('pauses while the page is hidden and looks again as soon as it is shown', async () => {
    const read = vi.fn(async () => ({ financial_status: { current: 'pending' } }))
    const w = watchOrder('o1', () => false, read)
    await vi.advanceTimersByTimeAsync(3000)
    expect(read).toHaveBeenCalledTimes(1)
    setHidden(true)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(read).toHaveBeenCalledTimes(1)
    setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(2)
    w.stop()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(read).toHaveBeenCalledTimes(2)
  })
})
