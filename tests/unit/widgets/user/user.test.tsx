import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer } from '../../core/passport/support'

// The user widget against a real session store (cookie and storage in memory) and the Portuguese labels; the page
// modules it normally imports (page passport, runtime) are replaced so nothing page-wide starts.
const { passport } = vi.hoisted(() => ({ passport: { current: undefined as unknown } }))
vi.mock('../../../../core/page/passport', async () => {
  const { createPassportStore } = await import('#core/passport/store')
  const { createBus } = await import('#core/bus')
  passport.current = createPassportStore({ bus: createBus(undefined), doc: null, storage: null })
  return { passport: passport.current }
})
vi.mock('#core/page/context', async () => {
  const { t } = await import('#core/i18n')
  return { t: (key: never, params?: never) => t(key, 'pt_br', params) }
})

const { User } = await import('#widgets/user/User')
type Store = import('#core/passport/store').PassportStore

afterEach(cleanup)

describe('user widget', () => {
  it('offers "Entrar" to a visitor, then shows the customer with an account menu, and logs out', async () => {
    render(<User accountUrl="/app/#/account/" />)
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy()

    ;(passport.current as Store).setSession(answer(2))
    const button = await screen.findByRole('button', { name: /Maria/ })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Meus pedidos' }).getAttribute('href')).toBe('/app/#/account/orders')

    fireEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy()
    expect((passport.current as Store).checkLogin()).toBe(false)
  })

  it('keeps the theme’s own icon as the button’s content, logged out and in, under the same names', async () => {
    const icon = document.createElement('i')
    icon.className = 'i-user'
    render(<User accountUrl="/app/#/account/" icon={icon} />)
    const visitor = screen.getByRole('button', { name: 'Entrar' })
    expect(visitor.querySelector('[aria-hidden="true"] > i.i-user')).not.toBeNull()
    expect(visitor.querySelector('.vt-sr-only')?.textContent).toBe('Entrar')

    ;(passport.current as Store).setSession(answer(2))
    const customer = await screen.findByRole('button', { name: /Minha conta: Maria/ })
    expect(customer.querySelector('[aria-hidden="true"] > i.i-user')).not.toBeNull()
    fireEvent.click(customer)
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy()
  })
})
