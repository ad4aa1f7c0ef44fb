import type { Notice } from '#core/checkout/machine'
import { t } from '#core/page/context'

/** The words for a notice. */
export function noticeText(n: Notice): string {
  switch (n.kind) {
    case 'other_tab':
      return t('checkout.other_tab')
    case 'unpaid':
      return `${t('error.purchase_not_approved')} ${t('checkout.unpaid_order', { number: n.number })}`
    case 'gateway':
      return t('checkout.error_gateway_script')
    case 'card':
      return t('error.card_validation')
    case 'offline':
      return t('checkout.error_offline')
    case 'no_answer':
      return t('checkout.error_no_answer')
    case 'unknown':
      return t('checkout.error_unknown')
    case 'busy':
      return t('checkout.error_busy')
    case 'session':
      return t('checkout.error_session')
    case 'stock':
      return n.name && n.left !== undefined
        ? t(n.left > 0 ? 'checkout.error_stock' : 'checkout.error_sold_out', { name: n.name, left: n.left })
        : n.message || t('error.generic')
    case 'coupon':
    case 'shipping':
      return n.message || t('error.generic')
    case 'payment':
      return t('error.payment')
    default:
      return t('error.generic')
  }
}

/** Where the shopper fixes what a notice is about. */
export function noticeLink(n: Notice): { href: string; label: string } | undefined {
  if (n.kind === 'stock') return { href: '#/cart', label: t('checkout.review_cart') }
  if (n.kind === 'coupon') return { href: '#/cart', label: t('checkout.change_coupon') }
  if (n.kind === 'shipping') return { href: '#/checkout/address', label: t('checkout.change_shipping') }
  return undefined
}
