import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

const { MenuList } = await import('#widgets/side-menu/MenuList')

const nodes = [{ name: 'Moda', href: '/moda', children: [{ name: 'Camisetas', href: '/camisetas', children: [] }] }]

afterEach(() => {
  vi.useRealTimers()
  document.head.replaceChildren()
  document.body.replaceChildren()
})

/** Opens Moda's submenu with the mouse, lets the pointer leave it, and waits `ms`. */
async function leaveFor(ms: number) {
  vi.useFakeTimers()
  render(<MenuList nodes={nodes} />)
  const branch = document.querySelector('.vt-side-menu__branch') as HTMLElement
  fireEvent.pointerEnter(branch, { pointerType: 'mouse' })
  expect(screen.getByRole('link', { name: 'Camisetas' })).toBeTruthy()
  fireEvent.pointerLeave(branch, { pointerType: 'mouse' })
  await act(() => {
    vi.advanceTimersByTime(ms)
  })
  return screen.queryByRole('link', { name: 'Camisetas' })
}

describe('side menu submenu', () => {
  it("closes after the stylesheet's --vt-submenu-close, as a theme sets it", async () => {
    // On the branch itself: happy-dom does not inherit custom properties from :root as a browser does.
    const style = document.createElement('style')
    style.textContent = '.vt-side-menu__branch { --vt-submenu-close: 0.2s; }'
    document.head.append(style)
    expect(await leaveFor(250)).toBeNull()
  })

  it('without the stylesheet, stays the default 800 ms', async () => {
    expect(await leaveFor(700)).not.toBeNull()
  })
})
