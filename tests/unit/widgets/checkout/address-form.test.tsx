import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

// The account's address form on the Portuguese labels, its CEP lookup answered here.
vi.mock('#core/page/context', async () => {
  const { t } = await import('#core/i18n')
  return { t: (key: never, params?: never) => t(key, 'pt_br', params), settings: { country_code: 'BR' } }
})
const lookupCep = vi.fn(async (_zip: string) => ({
  street: 'Avenida Paulista',
  borough: 'Bela Vista',
  city: 'São Paulo',
  province_code: 'SP'
}))
vi.mock('../../../../widgets/checkout/state/cep', () => ({ lookupCep }))

const { AddressForm } = await import('#widgets/checkout/routes/account/AddressForm')

afterEach(() => {
  document.body.replaceChildren()
  lookupCep.mockClear()
})

describe('account address form', () => {
  it('a pasted CEP with a 9th digit shows its first 8 and looks them up', async () => {
    render(<AddressForm onSave={async () => {}} onCancel={() => {}} />)
    const zip = screen.getByLabelText('CEP') as HTMLInputElement
    fireEvent.input(zip, { target: { value: '01310-1009' } })
    await waitFor(() => expect(zip.value).toBe('01310-100'))
    expect(lookupCep).toHaveBeenCalledWith('01310100')
    await waitFor(() => expect((screen.getByLabelText('Cidade') as HTMLInputElement).value).toBe('São Paulo'))
  })
})
