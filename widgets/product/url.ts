// The chosen variation lives in the address (?variation_id=), so a shared link or back / forward restores it.
const PARAM = 'variation_id'

export function variationIdInUrl(): string | undefined {
  return new URLSearchParams(location.search).get(PARAM) ?? undefined
}

/** Records a new choice as a history entry (back returns to the previous one); nothing when already there. */
export function pushVariationId(id: string | undefined): void {
  const url = new URL(location.href)
  if ((url.searchParams.get(PARAM) ?? undefined) === id) return
  if (id) url.searchParams.set(PARAM, id)
  else url.searchParams.delete(PARAM)
  history.pushState(history.state, '', url)
}
