import { useEffect, useRef, useState } from 'react'
import type { MenuNode } from './category-tree'
import { submenuCloseMs } from './submenu-delay'
import { t } from '#core/page/context'

/** Nested links; an entry with children gets a disclosure button (WAI-ARIA disclosure navigation pattern). */
export function MenuList({ nodes }: { nodes: MenuNode[] }) {
  return (
    <ul className="vt-side-menu__list">
      {nodes.map((n) =>
        n.children.length ? (
          <Branch key={n.href} node={n} />
        ) : (
          <li key={n.href}>
            <a className="vt-side-menu__link" href={n.href}>
              {n.name}
            </a>
          </li>
        )
      )}
    </ul>
  )
}

function Branch({ node }: { node: MenuNode }) {
  const [open, setOpen] = useState(false)
  // A submenu opened by the pointer closes a while after the pointer leaves, so a shaky hand does not lose it.
  const byPointer = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const enter = (ev: { pointerType: string }) => {
    if (ev.pointerType !== 'mouse') return
    clearTimeout(timer.current)
    if (!open) byPointer.current = true
    setOpen(true)
  }
  const leave = (ev: { pointerType: string; currentTarget: Element }) => {
    if (ev.pointerType !== 'mouse' || !byPointer.current) return
    timer.current = setTimeout(() => setOpen(false), submenuCloseMs(ev.currentTarget))
  }
  // A click on a submenu the pointer just opened keeps it open (and no longer closes on leave): the shopper chose it.
  const toggle = () => {
    clearTimeout(timer.current)
    setOpen(byPointer.current || !open)
    byPointer.current = false
  }
  return (
    <li className="vt-side-menu__branch" onPointerEnter={enter} onPointerLeave={leave}>
      <div className="vt-side-menu__row">
        <a className="vt-side-menu__link" href={node.href}>
          {node.name}
        </a>
        <button
          type="button"
          className="vt-side-menu__expand"
          aria-expanded={open}
          aria-label={t('menu.submenu', { name: node.name })}
          onClick={toggle}
        >
          {open ? '−' : '+'}
        </button>
      </div>
      {open && <MenuList nodes={node.children} />}
    </li>
  )
}
