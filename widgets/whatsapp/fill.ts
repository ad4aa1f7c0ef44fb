import { whatsappLink, whatsappNumber } from './whatsapp'
import { labelsFor, t } from '#core/page/context'
import { readOptions } from '../ui/mount'
import { reportBadOption } from '../ui/option-error'
import { parseOptionValues } from '../ui/options'
import { options } from './options'

function message(template: string | undefined, productName: string | undefined): string | undefined {
  if (!template) return undefined
  const name = productName ?? document.querySelector('h1')?.textContent?.trim() ?? ''
  const url = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href
  return template.replace(/\{name\}/g, name).replace(/\{url\}/g, url)
}

/**
 * Points the theme's link (the element or the link inside it) at the store's number with the prefilled message;
 * returns what puts the theme's link back. Its own chunk, with the store's phone rule: fetched when the shopper
 * reaches for the link.
 */
export async function fillLink(el: HTMLElement, link: HTMLAnchorElement | null): Promise<() => void> {
  const o = parseOptionValues(readOptions(el), options, 'whatsapp', el)
  const digits = o.phone ? whatsappNumber(o.phone) : null
  // Without a number the theme's own link stays as it is.
  if (o.phone && !digits) reportBadOption('whatsapp', `data-phone=${JSON.stringify(o.phone)}`, 'not a phone number', el)
  if (!link || !digits) return () => {}
  const before = link.getAttribute('href')
  link.href = whatsappLink(digits, message(o.message, o.productName))
  // The label file is fetched only for a link that has no name of its own.
  if (!link.textContent?.trim() && !link.getAttribute('aria-label')) {
    await labelsFor('whatsapp')
    link.setAttribute('aria-label', t('contact.whatsapp'))
  }
  return () => (before === null ? link.removeAttribute('href') : link.setAttribute('href', before))
}
