import { isTxid } from '#core/payments/pix'
import { sameSitePath } from '#widgets/ui/same-site'
import { pixDemoTemplate } from './pix-demo-page'

/** The demo bank's page for a code, or undefined when the page names none. */
export function pixDemoLink(txid: string): string | undefined {
  const template = pixDemoTemplate()
  if (!template.includes('{txid}') || !isTxid(txid)) return undefined
  return sameSitePath(template.replace('{txid}', txid), '') || undefined
}
