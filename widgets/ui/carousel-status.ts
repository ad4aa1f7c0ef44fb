import { useEffect, useState } from 'react'
import { t } from '#core/page/context'

/** Which slides are wholly in view: "3 de 10" for one, "Itens 3 a 4 de 10" for several; '' when none is. */
export function shownText(track: HTMLElement): string {
  const box = track.getBoundingClientRect()
  const slides = [...track.children]
  const shown: number[] = []
  slides.forEach((slide, i) => {
    const r = slide.getBoundingClientRect()
    if (r.width && r.left >= box.left - 2 && r.right <= box.right + 2) shown.push(i + 1)
  })
  const from = shown[0]
  const to = shown[shown.length - 1]
  if (from === undefined || to === undefined) return ''
  const total = slides.length
  return from === to ? t('carousel.slide', { n: from, total }) : t('carousel.showing', { from, to, total })
}

/**
 * The text of the carousel's live region: the slides in view, once a move has settled. Scrolling changes no markup,
 * so a screen reader would hear nothing of a move without it. Automatic moves update it too, silently: the region is
 * off while the carousel rotates.
 */
export function useShownStatus(track: HTMLElement): string {
  const [text, setText] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setText(shownText(track)), 150)
    }
    track.addEventListener('scroll', settle, { passive: true })
    return () => {
      clearTimeout(timer)
      track.removeEventListener('scroll', settle)
    }
  }, [track])
  return text
}
