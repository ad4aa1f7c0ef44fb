import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { options } from './options'
import { Popup, type PopupProps } from './Popup'

function props(raw: Record<string, unknown>, el: HTMLElement): Omit<PopupProps, 'root'> {
  const o = parseOptionValues(raw, options, 'popup', el)
  const source = el.querySelector('.vt-popup__content, template') ?? el
  const nodes = [...(source instanceof HTMLTemplateElement ? source.content : source).childNodes].filter(
    (n) => !(n instanceof HTMLScriptElement)
  )
  const heading = nodes.find((n): n is HTMLElement => n instanceof HTMLElement && /^H[1-6]$/.test(n.tagName))
  // The first heading becomes the dialog's title, so it is not said twice.
  const title = o.title ?? heading?.textContent?.trim() ?? ''
  return {
    title,
    // A cookie's name: letters, digits, _ and - only (data-key allows no other).
    storageKey: `vitrinePopupClosed${o.key ? `_${o.key}` : ''}`,
    content: nodes.filter((n) => o.title || n !== heading)
  }
}

export const mount = island(Popup, props)
