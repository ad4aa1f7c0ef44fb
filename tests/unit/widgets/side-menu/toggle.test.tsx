import { screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The side menu's island on the Portuguese labels (the runtime's t reads the catalogue its label chunk loads).
vi.mock('#core/page/context', async () => {
  const { t } = await import('#core/i18n')
  return { t: (key: never, params?: never) => t(key, 'pt_br', params), labelsFor: () => Promise.resolve() }
})

const { mount } = await import('#widgets/side-menu/island')

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

describe('the theme’s own icon (data-icon)', () => {
  it('is moved into the island’s button in place of ☰, hidden from screen readers, the name kept', async () => {
    const button = await mountMenu(
      '<button class="vt-side-menu__toggle" aria-label="Menu principal"><i class="i-bars" data-icon></i></button>'
    )
    expect(button.querySelector('i.i-bars')).not.toBeNull()
    expect(button.querySelector('i.i-bars')?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(button.textContent).not.toContain('☰')
    expect(button.getAttribute('aria-label')).toBe('Menu principal')
  })

  it('is never a link or a button, which may not sit inside the island’s button', async () => {
    const button = await mountMenu('<a class="vt-side-menu__toggle" href="#m" data-icon>☰</a>')
    expect(button.querySelector('a')).toBeNull()
    expect(button.textContent).toContain('☰')
  })
})
