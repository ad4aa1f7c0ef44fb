// The store's delayed lazy load: pictures marked loading="lazy" load when they come near the viewport, and 2,000 ms
// after the page's load event the ones still waiting load anyway, so a shopper who scrolls later finds them ready.
// (It applies to pictures: widget code still loads only when its strategy says, never ahead of use.)
export const LAZY_IMAGE_DELAY = 2000

/** Schedules the delayed load once per page; a loader injected after the load event still gets it. */
export function loadLazyImagesLater(doc: Document = document, delay = LAZY_IMAGE_DELAY): void {
  const later = () =>
    setTimeout(() => {
      doc.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
        img.loading = 'eager'
      })
    }, delay)
  if (doc.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })
}
