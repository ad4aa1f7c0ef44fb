import { describe, expect, it } from 'vitest'
import { cssTimeMs } from '#widgets/side-menu/submenu-delay'

describe('submenu close delay', () => {
  it('reads a CSS time as the stylesheet writes it', () => {
    expect(cssTimeMs('800ms')).toBe(800)
    expect(cssTimeMs(' 0.8s')).toBe(800)
    expect(cssTimeMs('.5S')).toBe(500)
    expect(cssTimeMs('0s')).toBe(0)
  })
  it('anything else is not a delay', () => {
    for (const v of ['', '800', '-1s', 'var(--x)', '1e3ms', 'calc(1s)']) expect(cssTimeMs(v)).toBeNull()
  })
})
