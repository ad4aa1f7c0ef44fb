import { useEffect, useState } from 'react'
import type { MenuNode } from './category-tree'
import { SCREEN_LG_MIN } from '#core/page/breakpoints'
import { t } from '#core/page/context'
import { Drawer } from '../ui/Drawer'
import { MenuList } from './MenuList'
import { usePageId } from '../ui/page-id'
import type { ToggleLabel } from './toggle-label'
import { ThemeIcon } from '../ui/theme-icon'

export interface SideMenuProps {
  title: string
  toggle: ToggleLabel
  nodes: MenuNode[]
  /** The theme's own menu icon (`data-icon` in the server markup), shown instead of ☰. */
  icon?: Element | undefined
}

/** The menu button and its drawer over the page overlay (focus kept inside, Escape and overlay click close it). */
export function SideMenu({ title, toggle, nodes, icon }: SideMenuProps) {
  const [open, setOpen] = useState(false)
  const id = usePageId()
  // Widened to desktop while open: the header menu takes over, so the drawer closes instead of lingering.
  useEffect(() => {
    if (!open) return
    const mq = matchMedia(`(min-width: ${SCREEN_LG_MIN}px)`)
    const onChange = () => mq.matches && setOpen(false)
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [open])
  return (
    <>
      <button
        type="button"
        className="vt-side-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        aria-label={toggle.name}
        onClick={() => setOpen(true)}
      >
        {icon ? <ThemeIcon node={icon} /> : <span aria-hidden="true">☰</span>}
        {toggle.text && (
          <>
            {' '}
            <span className="vt-side-menu__toggle-text">{toggle.text}</span>
          </>
        )}
      </button>
      <Drawer open={open} title={title} closeLabel={t('menu.close')} onClose={() => setOpen(false)} side="left">
        <nav id={id} className="vt-side-menu" aria-label={title}>
          <MenuList nodes={nodes} />
        </nav>
      </Drawer>
    </>
  )
}
