import type { Bus } from '../bus'

// The page's last add to the cart, kept for a widget that mounts after it. The minicart loads when the page is idle,
// so a 'Comprar' tapped before that (a quick tap on a phone, a page back from the history with its cards ready at
// once) was made with nobody listening, and its drawer never opened.

/** An add older than this is not news to a widget mounting now: the shopper has moved on. */
export const RECENT_ADD_MS = 5000

let last: { id: string; at: number } | undefined

/** Records every add from now on; called once, when the page starts. */
export function watchAdds(bus: Bus, now: () => number = Date.now): void {
  bus.on('cart:addItem', ({ item }) => {
    last = { id: item._id, at: now() }
  })
}

/** The line of a recent add no widget has taken yet; taking it clears it, so one drawer opens for one add. */
export function takeRecentAdd(now = Date.now()): string | undefined {
  const add = last
  last = undefined
  return add && now - add.at <= RECENT_ADD_MS ? add.id : undefined
}
