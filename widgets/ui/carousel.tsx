import { perViewStyle } from '#core/page/breakpoints'
import { t } from '#core/page/context'
import { CarouselControls } from './carousel-controls'
import { renderNow } from './mount'

export interface CarouselSetup {
  label: string
  perView: readonly number[]
  autoplay: number
}

/**
 * Labels the slides "n de m" with the slide role description (APG carousel). The theme's list items keep their list
 * semantics (a list item may not take the group role), so the count of items is announced as well.
 */
export function labelSlides(track: HTMLElement): HTMLElement[] {
  const slides = [...track.children] as HTMLElement[]
  slides.forEach((li, i) => {
    li.setAttribute('aria-roledescription', 'slide')
    li.setAttribute('aria-label', t('carousel.slide', { n: i + 1, total: slides.length }))
  })
  return slides
}

/**
 * Turns a server-rendered list into a carousel in place: the slides (which may hold islands of their own) are never
 * re-rendered, only labelled. The buttons come before the slides in the markup, so the rotation button is the first
 * thing Tab reaches; the stylesheet shows them in a strip below the slides, which it reserves before the island
 * mounts (mounting moves nothing), so they never cover a slide. Returns the undo.
 */
export function enhanceCarousel(root: HTMLElement, track: HTMLElement, setup: CarouselSetup): () => void {
  root.classList.add('vt-carousel')
  track.classList.add('vt-carousel__track')
  for (const [k, v] of Object.entries(perViewStyle(setup.perView))) root.style.setProperty(k, v)
  root.setAttribute('role', 'region')
  root.setAttribute('aria-roledescription', 'carousel')
  root.setAttribute('aria-label', setup.label)
  labelSlides(track)
  const controls = document.createElement('div')
  controls.className = 'vt-carousel__controls'
  track.before(controls)
  const unmount = renderNow(controls, <CarouselControls track={track} autoplay={setup.autoplay} root={root} />)
  return () => {
    unmount()
    controls.remove()
  }
}
