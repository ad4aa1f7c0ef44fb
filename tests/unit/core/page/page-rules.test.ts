import { afterEach, describe, expect, it } from 'vitest'
import { parsePerView, perViewAt, perViewStyle } from '#core/page/breakpoints'
import { $layers, closeTop, hide, show } from '#core/overlay/overlay'
import { inWindow, isScheduled } from '#core/page/schedule'

const now = Date.parse('2026-11-23T12:00:00Z')

describe('carousel per view', () => {
  it('parses base, Xs, Sm, Md, Lg and repeats the last value', () => {
    expect(parsePerView('1 2 3 4 5')).toEqual([1, 2, 3, 4, 5])
    expect(parsePerView('1 2')).toEqual([1, 2, 2, 2, 2])
    expect(parsePerView('3')).toEqual([3, 3, 3, 3, 3])
  })
  it('rejects the whole list on any bad value', () => {
    for (const bad of ['', 'a', '1 0', '1 2.5', '1 2 3 4 5 6', '13']) expect(parsePerView(bad)).toBeNull()
  })
  it('picks by the breakpoints 576, 768, 992, 1200', () => {
    const list = [1, 2, 3, 4, 5]
    expect([375, 575, 576, 767, 768, 991, 992, 1199, 1200, 1920].map((w) => perViewAt(list, w))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5
    ])
  })
  it('writes one custom property per breakpoint', () => {
    expect(perViewStyle([1, 2, 3, 4, 5])).toMatchObject({ '--vt-pv-0': '1', '--vt-pv-4': '5' })
  })
})

describe('banner schedule', () => {
  it('shows inside the window only; a missing or invalid bound does not restrict', () => {
    expect(inWindow(now - 1, now + 1, now)).toBe(true)
    expect(inWindow(now + 1, NaN, now)).toBe(false)
    expect(inWindow(NaN, now, now)).toBe(false)
    expect(inWindow(NaN, NaN, now)).toBe(true)
  })
  it('reads ISO dates for a theme’s server (isScheduled): an ended banner is off', () => {
    const at = Date.parse('2026-11-23T12:00:00Z')
    expect(isScheduled(undefined, '2025-11-30T23:59:59-03:00', at)).toBe(false)
    expect(isScheduled('2026-11-01', '2026-12-01', at)).toBe(true)
    expect(isScheduled('2026-12-01', undefined, at)).toBe(false)
    expect(isScheduled('amanhã', undefined, at)).toBe(true)
  })
})

describe('page overlay', () => {
  afterEach(() => $layers.set([]))
  it('one backdrop for every layer; a click closes only the topmost', () => {
    const closed: string[] = []
    show({
      id: 'drawer',
      close: () => {
        closed.push('drawer')
        hide('drawer')
      }
    })
    show({
      id: 'dialog',
      close: () => {
        closed.push('dialog')
        hide('dialog')
      }
    })
    expect(document.querySelectorAll('.vt-overlay')).toHaveLength(1)
    document.querySelector<HTMLElement>('.vt-overlay')!.click()
    expect(closed).toEqual(['dialog'])
    expect(document.querySelector<HTMLElement>('.vt-overlay')!.hidden).toBe(false)
    closeTop()
    expect(document.querySelector<HTMLElement>('.vt-overlay')!.hidden).toBe(true)
  })
  it('modal layers hold the page still until the last one closes, in any order; the body keeps its own overflow', () => {
    document.body.style.overflow = 'clip'
    show({ id: 'minicart', close: () => {}, modal: true })
    show({ id: 'popup', close: () => {}, modal: true })
    expect(document.body.style.overflow).toBe('hidden')
    expect($layers.get().map((l) => l.id)).toEqual(['minicart', 'popup'])
    hide('minicart')
    expect(document.body.style.overflow).toBe('hidden')
    hide('popup')
    expect(document.body.style.overflow).toBe('clip')
    show() // the theme's bare overlay does not lock the page
    expect(document.body.style.overflow).toBe('clip')
    document.body.style.overflow = ''
  })
  it('the theme overlay (storefront.overlay.show) hides on click', () => {
    show()
    document.querySelector<HTMLElement>('.vt-overlay')!.click()
    expect($layers.get()).toHaveLength(0)
  })
})
