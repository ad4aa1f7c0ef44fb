import { screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The side menu's island on the Portuguese labels (the runtime's t reads the catalogue its label chunk loads).
vi.mock('../../../../core/runtime', async () => {
  const { t } = await import('../../../../core/i18n')
  return { t: (key: never, params?: never) => t(key, 'pt_br', params), labelsFor: () => Promise.resolve() }
})

const { mount } = await import('../../../../widgets/side-menu/island')

let unmount = () => {}
afterEach(() => {
  unmount()
  document.body.replaceChildren()
})

async function mountMenu(toggle: string) {
  document.body.innerHTML = `<div data-widget="side-menu">${toggle}<ul hidden><li><a href="/moda">Moda</a></li></ul></div>`
  unmount = await mount(document.body.firstElementChild as HTMLElement)
  return screen.getByRole('button', { expanded: false })
}

/** What the button shows, its aria-hidden icon aside. */
const shownText = (button: HTMLElement) =>
  [...button.childNodes]
    .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
    .map((n) => n.textContent)
    .join('')
    .trim()

const icon = '<span aria-hidden="true">☰</span>'

describe('side menu button', () => {
  it.each([
    ['an icon-only toggle', `<a class="vt-side-menu__toggle" href="#m">${icon}</a>`, 'Abrir menu'],
    [
      'an empty text',
      `<a class="vt-side-menu__toggle" href="#m">${icon} <span class="vt-side-menu__toggle-text"> </span></a>`,
      'Abrir menu'
    ],
    [
      'the theme’s own name on an icon',
      `<a class="vt-side-menu__toggle" href="#m" aria-label="Menu principal">${icon}</a>`,
      'Menu principal'
    ],
    [
      'the theme’s words',
      `<a class="vt-side-menu__toggle" href="#m">${icon} <span class="vt-side-menu__toggle-text">Departamentos</span></a>`,
      'Abrir Departamentos'
    ]
  ])('%s: a name that holds every word the button shows', async (_case, toggle, name) => {
    const button = await mountMenu(toggle)
    expect(button.getAttribute('aria-label')).toBe(name)
    expect(name.toLowerCase()).toContain(shownText(button).toLowerCase())
  })

  it('adds no words the theme did not show', async () => {
    const button = await mountMenu(`<a class="vt-side-menu__toggle" href="#m">${icon}</a>`)
    expect(shownText(button)).toBe('')
  })
})
