import type { IslandModule } from '#core/widget'
import { keepClear } from '../ui/keep-clear'

// What tells that the shopper reaches for the link: pointer down, focus or a key (as the loader's interaction).
const REACH = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * At idle: a floating link (position: fixed) steps aside while a control or the Pix QR lies under it. The prefilled
 * message comes when the shopper reaches for the link (./fill, with the phone rule, is not paid for before); a click
 * that comes first waits for it, then goes on, still within the shopper's gesture.
 */
export const mount: IslandModule['mount'] = (el) => {
  const floating = getComputedStyle(el).position === 'fixed' ? keepClear(el) : () => {}
  const link = el instanceof HTMLAnchorElement ? el : el.querySelector('a')
  let undo: (() => void) | undefined
  let filling: Promise<void> | undefined
  const fill = () =>
    (filling ??= import('./fill')
      .then((m) => m.fillLink(el, link))
      .then(
        (u) => {
          undo = u
        },
        (e) => {
          // The theme's own link still works.
          console.error('[vitrine] whatsapp: the prefilled message could not load', e)
          undo = () => {}
        }
      ))
  const reach = () => void fill()
  const click = (ev: Event) => {
    if (undo) return
    ev.preventDefault()
    void fill().then(() => link?.click())
  }
  REACH.forEach((type) => el.addEventListener(type, reach))
  link?.addEventListener('click', click)
  return () => {
    floating()
    REACH.forEach((type) => el.removeEventListener(type, reach))
    link?.removeEventListener('click', click)
    undo?.()
  }
}
