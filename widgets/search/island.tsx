import type { IslandModule } from '#core/widget'
import { labelsFor } from '#core/page/context'
import { renderNow } from '../ui/mount'
import { InstantSearch } from './InstantSearch'

/**
 * Not `island()`: that replaces the server markup, and here the markup is the theme's own search form, which must keep
 * working as a plain GET form and may already hold the shopper's focus and half a word. The island leaves the form as
 * it is, adds the combobox semantics to its input and renders the dropdown in a box after it.
 */
export const mount: IslandModule['mount'] = async (el) => {
  await labelsFor('search')
  const form = el.querySelector('form')
  const input = form?.querySelector<HTMLInputElement>('input[name="term"]')
  if (!form || !input) throw new Error('search needs a <form> with an <input name="term">')
  const box = document.createElement('div')
  box.className = 'vt-instant-host'
  form.after(box)
  const unmount = renderNow(box, <InstantSearch form={form} input={input} />)
  return () => {
    unmount()
    box.remove()
  }
}
