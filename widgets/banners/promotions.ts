import type { Promotion } from '#core/bus'
import { bus } from '#core/page/context'

function promotion(li: HTMLElement, index: number): Promotion {
  const img = li.querySelector('img')
  const link = li.querySelector('a')
  return {
    id: li.dataset.promotionId ?? link?.getAttribute('href') ?? String(index + 1),
    name: li.dataset.promotionName ?? img?.alt ?? '',
    creative: img?.currentSrc || img?.src || undefined,
    position: index + 1
  }
}

/** `promotion:view` the first time half a banner is on screen; `promotion:select` when one is clicked. */
export function watchPromotions(root: HTMLElement, slides: HTMLElement[]): () => void {
  const seen = new Set<Element>()
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting || seen.has(e.target)) continue
        seen.add(e.target)
        bus.emit('promotion:view', {
          promotion: promotion(e.target as HTMLElement, slides.indexOf(e.target as HTMLElement))
        })
      }
    },
    { threshold: 0.5 }
  )
  slides.forEach((s) => io.observe(s))
  const onClick = (ev: MouseEvent) => {
    const li = slides.find((s) => s.contains(ev.target as Node))
    if (li && (ev.target as HTMLElement).closest('a'))
      bus.emit('promotion:select', { promotion: promotion(li, slides.indexOf(li)) })
  }
  root.addEventListener('click', onClick)
  return () => {
    io.disconnect()
    root.removeEventListener('click', onClick)
  }
}
