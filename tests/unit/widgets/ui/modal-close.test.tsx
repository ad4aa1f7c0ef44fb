import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '#widgets/ui/ConfirmDialog'
import { Drawer } from '#widgets/ui/Drawer'

afterEach(cleanup)

// The browser turns Escape into a `cancel` on the topmost modal dialog. It must call the handler the parent passes
// now, not the one it passed when the dialog opened (a parent whose handler reads newer state would act on the old one).
const pressEscape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))

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
    const dialog = screen.getByRole('dialog')
    expect(dialog.tagName).toBe('DIALOG')
    pressEscape(dialog)
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })

  it('confirm dialog', () => {
    const first = vi.fn()
    const latest = vi.fn()
    const props = { title: 'Remover?', message: 'm', confirmLabel: 'Sim', cancelLabel: 'Não', onConfirm: () => {} }
    const { rerender } = render(<ConfirmDialog {...props} onCancel={first} />)
    rerender(<ConfirmDialog {...props} onCancel={latest} />)
    const dialog = screen.getByRole('alertdialog')
    expect(screen.getByRole('button', { name: 'Não' })).toBe(document.activeElement)
    pressEscape(dialog)
    expect(first).not.toHaveBeenCalled()
    expect(latest).toHaveBeenCalledTimes(1)
  })
})

describe('the modal dialog', () => {
  it('is shown modal, closes once on a close the browser makes itself, and gives focus back to its opener', () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const onClose = vi.fn()
    const { rerender } = render(
      <Drawer open title="Menu" closeLabel="Fechar" onClose={onClose}>
        <a href="/x">x</a>
      </Drawer>
    )
    const dialog = screen.getByRole('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(true)
    expect(screen.getByRole('button', { name: 'Fechar' })).toBe(document.activeElement)
    fireEvent(dialog, new Event('close'))
    expect(onClose).toHaveBeenCalledTimes(1)
    rerender(
      <Drawer open={false} title="Menu" closeLabel="Fechar" onClose={onClose}>
        <a href="/x">x</a>
      </Drawer>
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})
