import { cart } from '#core/page/context'

/**
 * Removes a cart line (a kit: all its lines) from its remove button without dropping focus to the page body (and, in
 * the minicart, out of the dialog's focus trap): focus goes to the next remove button whose line is still in the cart,
 * else the previous one, else `fallback` (the drawer's close button, the cart page's heading). Removing a kit's line
 * removes the others, so the neighbour is looked for among the lines the cart still holds, not the DOM siblings. The
 * lines' outer list carries `data-cart-lines`; each remove button names its line in `data-remove`.
 */
export function removeLine(button: HTMLElement, itemId: string, fallback: (from: HTMLElement) => HTMLElement | null) {
  const buttons = [...(button.closest('[data-cart-lines]')?.querySelectorAll<HTMLElement>('[data-remove]') ?? [])]
  const at = buttons.indexOf(button)
  const from = fallback(button)
  cart.removeItem(itemId)
  const kept = (b: HTMLElement) => cart.data.items.some((i) => i._id === b.dataset.remove)
  const target = buttons.slice(at + 1).find(kept) ?? buttons.slice(0, Math.max(at, 0)).reverse().find(kept) ?? from
  target?.focus()
}
