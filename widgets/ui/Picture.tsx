import { useState } from 'react'
import type { Picture as PictureData } from '#core/schemas/product'

type Size = 'small' | 'normal' | 'big' | 'zoom'

// 'normal' by default, falling back to the other sizes in this order.
const FALLBACK: Record<Size, Size[]> = {
  small: ['small', 'normal', 'big', 'zoom'],
  normal: ['normal', 'big', 'zoom', 'small'],
  big: ['big', 'zoom', 'normal', 'small'],
  zoom: ['zoom', 'big', 'normal', 'small']
}

// Neutral placeholder drawn inline so a broken picture costs no extra request (hide it, show a fallback).
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#eee"/></svg>'
  )

interface Props {
  pictures: PictureData[] | undefined
  /** Explicit, not the platform's picture alt: only the caller knows whether the picture is decorative. */
  alt: string
  size?: Size
  className?: string
  eager?: boolean
}

export function pick(pictures: PictureData[] | undefined, size: Size) {
  const first = pictures?.[0]
  for (const s of FALLBACK[size]) if (first?.[s]?.url) return first[s]!
  return undefined
}

/** Picture with its intrinsic size set, so the page reserves the box before the file arrives (no layout shift). */
export function Picture({ pictures, alt, size = 'normal', className, eager }: Props) {
  const chosen = pick(pictures, size)
  const [broken, setBroken] = useState(false)
  const [w, h] = (chosen?.size ?? '350x350').split('x').map(Number)
  const src = !chosen || broken ? PLACEHOLDER : chosen.url
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={w || 350}
      height={h || 350}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  )
}
