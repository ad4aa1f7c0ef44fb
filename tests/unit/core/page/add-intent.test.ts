import { describe, expect, it, vi } from 'vitest'
import { addIntent, onAddIntent } from '#core/page/add-intent'

describe('add intent', () => {
  it('tells every listener, until each stops', () => {
    const a = vi.fn()
    const b = vi.fn()
    const stopA = onAddIntent(a)
    const stopB = onAddIntent(b)
    addIntent()
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1])
    stopA()
    addIntent()
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2])
    stopB()
    addIntent()
    expect(b).toHaveBeenCalledTimes(2)
  })

  it('is a no-op with nobody listening', () => {
    expect(() => addIntent()).not.toThrow()
  })
})
