/**
 * Where focus goes when the banner closes under it (a choice removes it): back to what had focus before the shopper
 * entered the banner, if it is still on the page, else the page's main content (or its heading), so focus never falls to the body.
 */
export function focusBack(before: HTMLElement | null): void {
  if (before?.isConnected) {
    before.focus()
    // Still on the page but unable to take focus now (hidden, disabled or inert since): the main content takes it.
    if (document.activeElement === before) return
  }
  // A theme without a main landmark still has its heading.
  const main = document.querySelector<HTMLElement>('main, [role="main"]') ?? document.querySelector<HTMLElement>('h1')
  if (!main) return
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1
  // Without scrolling: the page stays where the shopper was reading.
  main.focus({ preventScroll: true })
}
