/**
 * A price line that arrives with the store's payment options (instalments, cash price): rendered empty from the start,
 * as the server markup renders it, so filling it in moves nothing below (no layout shift).
 */
export function PriceLine({ className, text }: { className: string; text: string | false | null | undefined }) {
  return text ? (
    <span className={className}>{text}</span>
  ) : (
    <span className={className} aria-hidden="true">
      {'\u00a0'}
    </span>
  )
}
