import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The login dialog against a real session store and a fake passport API: the e-mail step asks for a code, the code
// step logs the customer in and closes the dialog.
const shared = vi.hoisted(() => ({ ctx: undefined as any }))
vi.mock('../../../../core/page/passport', async () => {
  const { setup, context } = await import('../../core/passport/support')
  shared.ctx = context(setup().passport)
  return { passport: shared.ctx.passport, passportContext: shared.ctx }
})
vi.mock('#core/page/context', async () => {
  const { t } = await import('#core/i18n')
  return { t: (key: never, params?: never) => t(key, 'pt_br', params) }
})

const { LoginDialog } = await import('#widgets/user/LoginDialog')
const { answer } = await import('../../core/passport/support')

afterEach(cleanup)

describe('login dialog', () => {
  it('e-mail, then code: the customer is logged in and the dialog closes', async () => {
    const api = shared.ctx.api
    api.passport.mockImplementation(async (path: string) => {
      if (path.endsWith('oauth-providers.json'))
        return { host: 'https://passport.test', baseUri: '/', oauthPath: '/', providers: {} }
      if (path.endsWith('email-code')) return {}
      return answer(3)
    })
    const onClose = vi.fn()
    render(<LoginDialog open onClose={onClose} />)
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'maria@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Receber código por e-mail' }))
    const code = await screen.findByLabelText('Código')
    expect(api.passport).toHaveBeenCalledWith('pt_br/email-code', expect.objectContaining({ method: 'PUT' }))
    fireEvent.input(code, { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(shared.ctx.passport.checkLogin()).toBe(true)
  })
})
