import { useEffect, useRef } from 'react'
import { t } from '#core/page/context'
import { Drawer } from '../ui/Drawer'
import { LoginForm } from '../ui/LoginForm'

interface Props {
  open: boolean
  onClose(): void
  providers?: string[]
}

/** The header's login: the shared login form in a dialog, mounted only while open (each opening starts afresh). */
export function LoginDialog({ open, onClose, providers }: Props) {
  const box = useRef<HTMLDivElement>(null)
  // Runs after the dialog's own focus handling (a parent's effect follows its children's): start in the e-mail field.
  useEffect(() => {
    if (open) box.current?.querySelector('input')?.focus()
  }, [open])
  return (
    <Drawer open={open} side="center" title={t('login.title')} closeLabel={t('common.close')} onClose={onClose}>
      {open && (
        <div ref={box}>
          <LoginForm onDone={onClose} providers={providers} autoFocus={false} />
        </div>
      )}
    </Drawer>
  )
}
