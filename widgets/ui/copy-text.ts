/**
 * Puts text on the clipboard; false when it could not (no Clipboard API on a plain-http page or an old browser, or
 * permission refused): the caller then tells the shopper to copy it by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no Clipboard API')
    await navigator.clipboard.writeText(text)
    return true
  } catch (e) {
    console.warn('[vitrine] clipboard', e)
    return false
  }
}
