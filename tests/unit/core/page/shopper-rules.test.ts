import { afterEach, describe, expect, it } from 'vitest'
import { parsePerView, perViewAt, perViewStyle } from '../../../../core/page/breakpoints'
import { categoryTree, splitTree } from '../../../../core/page/category-tree'
import { beyondCap, countdownParts } from '../../../../core/page/countdown'
import { $layers, closeTop, hide, isTop, show } from '../../../../core/page/overlay'
import { inWindow, isScheduled } from '../../../../core/page/schedule'
import { whatsappLink, whatsappNumber } from '../../../../core/page/whatsapp'

const H = 3600e3
const now = Date.parse('2026-11-23T12:00:00Z')

describe('countdownParts', () => {
  it('over its cap says more than the cap, never a standing time; within it, nothing', () => {
    expect(beyondCap(now + 21 * 24 * H, now, 72)).toEqual({ days: 3 })
    expect(beyondCap(now + 21 * 24 * H, now, 12)).toEqual({ hours: 12 })
    expect(beyondCap(now + 70 * H, now, 72)).toBeNull()
    expect(beyondCap(now + 21 * 24 * H, now)).toBeNull()
    expect(beyondCap(now + 21 * 24 * H, now, Number.NaN)).toBeNull()
  })
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    expect(countdownParts(now + 2 * 86400e3 + 3 * H + 4 * 60e3 + 5e3, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      ended: false
    })
  })
  it('never shows more than maxHours, and never less than the time really left', () => {
    const p = countdownParts(now + 100 * H, now, 48)
    expect(p).toEqual({ days: 2, hours: 0, minutes: 0, seconds: 0, ended: false })
    // Still 48 h shown with 52 h to go (not 4 h, as a rolling window would say), then the real count below the cap.
    expect(countdownParts(now + 100 * H, now + 48 * H, 48)).toMatchObject({ days: 2, hours: 0 })
    expect(countdownParts(now + 100 * H, now + 53 * H, 48)).toMatchObject({ days: 1, hours: 23 })
  })
  it('a capped countdown reaches zero exactly at the real end', () => {
    const end = now + 100 * H
    expect(countdownParts(end, end - 1000, 48)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      ended: false
    })
    expect(countdownParts(end, end, 48).ended).toBe(true)
  })
  it('an end within the cap is shown as is', () => {
    expect(countdownParts(now + 5 * H, now, 48)).toMatchObject({ days: 0, hours: 5, minutes: 0, seconds: 0 })
  })
  it('a missing, zero or invalid cap is no cap (never a zero countdown)', () => {
    for (const cap of [undefined, 0, NaN, -3])
      expect(countdownParts(now + 100 * H, now, cap)).toMatchObject({ days: 4, hours: 4, ended: false })
  })
  it('a past end is the ended state', () => {
    expect(countdownParts(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true })
  })
})

describe('whatsappNumber', () => {
  it('a number without + gets the default country code 55', () => {
    expect(whatsappNumber('(31) 99999-8888')).toBe('5531999998888')
  })
  it('a number with + keeps its own country code', () => {
    expect(whatsappNumber('+55 (31) 99999-8888')).toBe('5531999998888')
    expect(whatsappNumber('+1 415 555 0100')).toBe('14155550100')
  })
  it('drops the trunk zero a Brazilian number is often written with, with + or without', () => {
    expect(whatsappNumber('(011) 99999-9999')).toBe('5511999999999')
    expect(whatsappNumber('011999999999')).toBe('5511999999999')
    expect(whatsappNumber('+55 (011) 99999-9999')).toBe('5511999999999')
    expect(whatsappNumber('0')).toBeNull()
  })
  it('too few digits or no digits is not a phone', () => {
    expect(whatsappNumber('1234')).toBeNull()
    expect(whatsappNumber('abc')).toBeNull()
  })
  it('builds the wa.me link with an encoded message', () => {
    expect(whatsappLink('5531999998888', 'Olá & até já')).toBe(
      'https://wa.me/5531999998888?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1'
    )
    expect(whatsappLink('5531999998888')).toBe('https://wa.me/5531999998888')
  })
})

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

describe('category tree', () => {
  it('splits tree strings on >', () => {
    expect(splitTree('Moda > Camisetas')).toEqual(['Moda', 'Camisetas'])
    expect(splitTree(' > Moda>')).toEqual(['Moda'])
  })
  it('nests by parent.slug, else by the tree string, and keeps orphans at the top', () => {
    const tree = categoryTree([
      { _id: '1', name: 'Moda', slug: 'moda' },
      { _id: '2', name: 'Camisetas', slug: 'camisetas', parent: { slug: 'moda' } },
      { _id: '3', name: 'Calças', slug: 'calcas', path: 'Moda > Calças' },
      { _id: '4', name: 'Órfã', slug: 'orfa', parent: { slug: 'nada' } }
    ])
    expect(tree.map((n) => n.name)).toEqual(['Moda', 'Órfã'])
    expect(tree[0]!.children.map((n) => [n.name, n.href])).toEqual([
      ['Camisetas', '/camisetas'],
      ['Calças', '/calcas']
    ])
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
    expect(isTop('popup')).toBe(true)
    expect(isTop('minicart')).toBe(false)
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
