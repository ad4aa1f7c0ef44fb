/** Moves by one view; past the last view it wraps to the first (and back), so rotation never stalls at the end. */
export function step(track: HTMLElement, dir: 1 | -1) {
  const max = track.scrollWidth - track.clientWidth
  const atEnd = dir > 0 ? track.scrollLeft >= max - 2 : track.scrollLeft <= 2
  const left = atEnd ? (dir > 0 ? 0 : max) : track.scrollLeft + dir * track.clientWidth
  track.scrollTo({ left, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
}
