import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LAZY_IMAGE_DELAY, loadLazyImagesLater } from '#core/page/lazy-images'

describe('delayed lazy load of pictures', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('2,000 ms after load, pictures still marked lazy load anyway; others are left alone', () => {
    document.body.innerHTML = '<img loading="lazy" id="a"><img id="b"><img loading="lazy" id="c">'
    expect(document.readyState).toBe('complete')
    loadLazyImagesLater()
    vi.advanceTimersByTime(LAZY_IMAGE_DELAY - 1)
    expect(document.querySelectorAll('img[loading="lazy"]')).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(LAZY_IMAGE_DELAY).toBe(2000)
    expect(document.querySelectorAll('img[loading="lazy"]')).toHaveLength(0)
    expect(document.querySelector('#b')!.getAttribute('loading')).toBeNull()
  })
})
