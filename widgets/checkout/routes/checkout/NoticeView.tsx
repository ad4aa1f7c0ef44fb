import type { Notice } from '#core/checkout/machine'
import { noticeLink, noticeText } from './notice-text'

/** Why the last press made no order, with the way to fix it: the cart, the coupon, the delivery. */
export function NoticeView({ notice }: { notice: Notice }) {
  const link = noticeLink(notice)
  return (
    <div className="vt-form-error" role="alert" data-notice={notice.kind}>
      <p>{noticeText(notice)}</p>
      {link ? (
        <a className="vt-button" href={link.href}>
          {link.label}
        </a>
      ) : null}
    </div>
  )
}
