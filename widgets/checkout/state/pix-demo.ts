import { isTxid } from '#core/payments/pix'
import { sameSitePath } from '#widgets/ui/same-site'

// A demo store's bank: data-pix-demo-pay on the checkout element names a page on this site ("…/{txid}") where a
// person can pay a Pix code without a bank app. A real store leaves it out, and no link is shown.

let template = ''
export const setPixDemo = (url: string | undefined) => {
  template = url ?? ''
}

/** The demo bank's page for a code, or undefined when the page names none. */
export function pixDemoLink(txid: string): string | undefined {
  if (!template.includes('{txid}') || !isTxid(txid)) return undefined
  return sameSitePath(template.replace('{txid}', txid), '') || undefined
}
