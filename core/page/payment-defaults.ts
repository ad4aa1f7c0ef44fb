// The store's payment defaults the theme writes in `<meta name="ecom:payment_options" content='{…}'>`, in
// list_payments' shape. Prices start from them and keep them when the modules API fails; the cart shows the automatic
// extra discount from them before apply_discount answers, so its line is there from the first paint.
import { PaymentOptions } from '../schemas/payment'
import { readMeta } from '../settings'

let read: PaymentOptions | undefined

/** The theme's defaults, read once; a malformed value is reported and ignored, never shown. */
export function storeDefaults(): PaymentOptions {
  if (read) return read
  const raw = typeof document === 'undefined' ? undefined : readMeta(document).payment_options
  read = {}
  if (!raw) return read
  try {
    const parsed = PaymentOptions.safeParse(JSON.parse(raw))
    if (parsed.success) return (read = parsed.data)
  } catch {
    // reported below
  }
  console.error('[vitrine] ignoring meta ecom:payment_options: not a JSON object of payment options')
  return read
}
