import { t } from '#core/page/context'

export interface ToggleLabel {
  /** The text shown beside the menu icon: the theme's own, or none (an icon-only button stays icon-only). */
  text: string
  /** The button's accessible name, which always holds the shown text (WCAG 2.5.3 label in name). */
  name: string
}

/**
 * The menu button's text and name, read from the theme's toggle (its words without the ☰ icon). With words, the name
 * says what the button does with them ("Abrir Menu"); without, the theme's own aria-label or "Abrir menu". The
 * island never adds words the theme did not show: they would change the header's layout and leave the name behind.
 */
export function toggleLabel(el: HTMLElement): ToggleLabel {
  const toggle = el.querySelector('.vt-side-menu__toggle')
  const text = toggle?.textContent?.replace('☰', '').trim() ?? ''
  if (text) return { text, name: t('menu.open_named', { name: text }) }
  return { text, name: toggle?.getAttribute('aria-label')?.trim() || t('menu.open') }
}
