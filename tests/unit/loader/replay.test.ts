import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdClicks } from '#loader/replay'

let el: HTMLElement

beforeEach(() => {
  el = document.createElement('div')
  el.innerHTML =
    '<a href="#p1" id="s-link">Product</a><p id="s-text">Text</p><button id="s-buy"><span id="s-label">Buy</span></button>'
  document.body.append(el)
})
afterEach(() => document.body.replaceChildren())

const click = (target: Element) => {
  const ev = new MouseEvent('click', { bubbles: true, cancelable: true })
  target.dispatchEvent(ev)
  return ev
}

/** The island's markup: same actionable order as the server markup, new elements. */
const islandMarkup = () => {
  el.innerHTML =
    '<a href="#p1" id="i-link">Product</a><div><button id="i-buy">Buy</button></div><button id="i-more">More</button>'
  const clicked: string[] = []
  el.querySelectorAll('a,button').forEach((node) =>
    node.addEventListener('click', (e) => {
      e.preventDefault()
      clicked.push(node.id)
    })
  )
  return clicked
}

describe('holdClicks', () => {
  it('prevents a click on an actionable element and keeps it from the page', () => {
    const onButton = vi.fn()
    const onDocument = vi.fn()
    el.querySelector('#s-buy')!.addEventListener('click', onButton)
    document.addEventListener('click', onDocument)
    holdClicks(el)
    const ev = click(el.querySelector('#s-label')!)
    document.removeEventListener('click', onDocument)
    expect(ev.defaultPrevented).toBe(true)
    expect(onButton).not.toHaveBeenCalled()
    expect(onDocument).not.toHaveBeenCalled()
  })

  it('prevents a link from navigating while held', () => {
    holdClicks(el)
    expect(click(el.querySelector('#s-link')!).defaultPrevented).toBe(true)
  })

  it('replays the click, with focus, on the element at the same index in the new content', () => {
    const held = holdClicks(el)
    click(el.querySelector('#s-label')!) // inside the 2nd actionable element
    const clicked = islandMarkup()
    held.release()
    expect(clicked).toEqual(['i-buy'])
    expect(document.activeElement?.id).toBe('i-buy')
  })

  it('replays on the clicked element itself when the island kept it and added controls before it (a carousel)', () => {
    const held = holdClicks(el)
    click(el.querySelector('#s-link')!)
    // The carousel's buttons go before the theme's slides: index 0 is now its rotation button.
    const pause = document.createElement('button')
    el.prepend(pause)
    const paused = vi.fn()
    pause.addEventListener('click', paused)
    const followed = vi.fn((e: Event) => e.preventDefault())
    el.querySelector('#s-link')!.addEventListener('click', followed)
    held.release()
    expect(paused).not.toHaveBeenCalled()
    expect(followed).toHaveBeenCalledOnce()
    expect(document.activeElement?.id).toBe('s-link')
  })

  it('replays a click on the widget element itself when it is the link (a widget on an <a>)', () => {
    const link = document.createElement('a')
    link.href = '#chat'
    link.innerHTML = '<span id="w-icon">Chat</span>'
    document.body.append(link)
    const held = holdClicks(link)
    expect(click(link.querySelector('#w-icon')!).defaultPrevented).toBe(true)
    const clicked = vi.fn((e: Event) => e.preventDefault())
    link.addEventListener('click', clicked)
    held.release()
    expect(clicked).toHaveBeenCalledOnce()
    expect(document.activeElement).toBe(link)
  })

  it('leaves clicks outside actionable elements alone and replays nothing', () => {
    const held = holdClicks(el)
    const ev = click(el.querySelector('#s-text')!)
    expect(ev.defaultPrevented).toBe(false)
    const clicked = islandMarkup()
    held.release()
    expect(clicked).toEqual([])
  })

  it('replays nothing when there was no click', () => {
    const held = holdClicks(el)
    const clicked = islandMarkup()
    held.release()
    expect(clicked).toEqual([])
  })

  it('replays the last held click only once', () => {
    const held = holdClicks(el)
    click(el.querySelector('#s-buy')!)
    click(el.querySelector('#s-link')!)
    const clicked = islandMarkup()
    held.release()
    expect(clicked).toEqual(['i-link'])
  })

  it('stops holding after release', () => {
    const held = holdClicks(el)
    held.release()
    expect(click(el.querySelector('#s-buy')!).defaultPrevented).toBe(false)
  })

  it('ignores clicks outside the element', () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    holdClicks(el)
    expect(click(outside).defaultPrevented).toBe(false)
  })

  it('leaves a click inside a nested widget to that widget (a card in a carousel), whichever mounts first', () => {
    el.setAttribute('data-widget', 'carousel')
    el.innerHTML =
      '<button id="prev">Prev</button><div data-widget="product-card"><a href="#p2" id="card-link">P</a></div>'
    const card = el.querySelector<HTMLElement>('[data-widget="product-card"]')!
    const outer = holdClicks(el)
    const inner = holdClicks(card)
    const ev = click(el.querySelector('#card-link')!)
    expect(ev.defaultPrevented).toBe(true)
    // The carousel mounts first: it replays nothing of the card's.
    const replayed = vi.fn()
    el.querySelector('#prev')!.addEventListener('click', replayed)
    outer.release()
    expect(replayed).not.toHaveBeenCalled()
    // The card's island replays the tap on its own markup.
    card.innerHTML = '<button id="card-buy">Buy</button>'
    const bought = vi.fn()
    card.querySelector('#card-buy')!.addEventListener('click', bought)
    inner.release()
    expect(bought).toHaveBeenCalledOnce()
  })
})
