import { labelsFor } from '#core/page/context'
import { loadConfirmation } from './load'

/**
 * Fetches the confirmation's code and labels when the page is next idle: the review's only way on is the order, and
 * the confirmation then draws without a download. Returns the cancel for an effect's cleanup.
 */
export function warmConfirmation(): () => void {
  const warm = () => void Promise.all([loadConfirmation(), labelsFor('checkout-confirmation')]).catch(() => undefined)
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(warm, 1000)
    return () => clearTimeout(timer)
  }
  const id = requestIdleCallback(warm, { timeout: 3000 })
  return () => cancelIdleCallback(id)
}
