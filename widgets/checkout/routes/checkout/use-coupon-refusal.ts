import { useEffect } from 'react'
import type { Notice } from '#core/checkout/machine'
import { refuseCoupon } from '#widgets/checkout/state/cart-state'

/**
 * The order refused the coupon: said next to the coupon field (with 'Remover cupom'), not as the step's error with a
 * way back to the cart; focus goes to that message, and the next press sends the order without the code.
 */
export function useCouponRefusal<T extends { current: HTMLElement | null }>(
  notice: Notice | undefined,
  clear: () => void,
  box: T
): T {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per notice; clear and the box are stable
  useEffect(() => {
    if (notice?.kind !== 'coupon') return
    clear()
    void refuseCoupon(notice.message)
    // The coupon form renders once the refusal is stored: focus its message then.
    requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('.vt-coupon__refused p')?.focus())
  }, [notice])
  return box
}
