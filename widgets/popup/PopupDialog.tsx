import { useEffect, useRef, useState } from 'react'
import { t } from '#core/page/context'
import { copyText } from '../ui/copy-text'
import { Drawer } from '../ui/Drawer'

/**
 * Copies a `[data-copy]` button's value; a refused clipboard shows 'Erro ao copiar para a área de transferência, por
 * favor copie manualmente.' instead, so the shopper knows to copy the code by hand.
 */
async function copy(button: HTMLElement, say: (text: string) => void) {
  say(t((await copyText(button.dataset.copy ?? '')) ? 'popup.copied' : 'error.clipboard'))
}

/** The popup's dialog: the theme's content moved in, its copy buttons working, every way out through `onClose`. */
export function PopupDialog({ title, content, onClose }: { title: string; content: Node[]; onClose(): void }) {
  const [status, setStatus] = useState('')
  const body = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme's content nodes are moved in once; a re-render must not move them again
  useEffect(() => {
    if (body.current && !body.current.childNodes.length) body.current.append(...content)
  }, [])
  const onClick = (ev: { target: EventTarget | null }) => {
    const button = (ev.target as HTMLElement).closest<HTMLElement>('[data-copy]')
    if (button) void copy(button, setStatus)
  }
  return (
    <Drawer open title={title} closeLabel={t('popup.close')} onClose={onClose} side="center">
      <div ref={body} className="vt-popup__content" onClick={onClick} />
      <p className="vt-popup__status" role="status">
        {status}
      </p>
    </Drawer>
  )
}
