import { afterEach, describe, expect, it } from 'vitest'
import { focusBack } from '#widgets/consent/focus-back'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusBack: where focus goes when a choice closes the consent banner', () => {
  it('goes back to what had focus before the banner', () => {
    document.body.innerHTML = '<main><a href="/x" id="before">x</a></main>'
    const before = document.getElementById('before')
    focusBack(before)
    expect(document.activeElement).toBe(before)
  })

  it('takes the main content when that control is gone from the page', () => {
    document.body.innerHTML = '<main><p>text</p></main>'
    const gone = document.createElement('button')
    focusBack(gone)
    expect(document.activeElement?.tagName).toBe('MAIN')
  })

  it('takes the main content when that control is still there but cannot take focus (disabled since)', () => {
    document.body.innerHTML = '<main><button id="before" disabled>x</button></main>'
    focusBack(document.getElementById('before'))
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement?.tagName).toBe('MAIN')
  })

  it('takes the heading of a page without a main landmark', () => {
    document.body.innerHTML = '<h1>Produto</h1>'
    focusBack(null)
    expect(document.activeElement?.tagName).toBe('H1')
  })
})
