import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../../../../widgets/ui/ConfirmDialog'
import { Drawer } from '../../../../widgets/ui/Drawer'

afterEach(cleanup)

// Escape must call the handler the parent passes now, not the one it passed when the layer opened (a parent whose
// handler reads newer state would otherwise act on the old one).
describe('Escape calls the latest close handler', () => {
  it('drawer', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const { rerender } = render(
      <Drawer open title="Carrinho" closeLabel="Fechar" onClose={first}>
        <button type="button">x</button>
      </Drawer>
    )
    rerender(
      <Drawer open title="Carrinho" closeLabel="Fechar" onClose={latest}>
        <button type="button">x</button>
      </Drawer>
    )
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })

  it('confirm dialog', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const props = { title: 'Remover?', message: 'm', confirmLabel: 'Sim', cancelLabel: 'Não', onConfirm: () => {} }
    const { rerender } = render(<ConfirmDialog {...props} onCancel={first} />)
    rerender(<ConfirmDialog {...props} onCancel={latest} />)
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })
})
