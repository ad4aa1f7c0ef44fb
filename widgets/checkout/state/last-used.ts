import { lastUsedFor, rememberFor, type LastUsed } from '#core/checkout/returning'
import { localStore } from '#core/storage'

// The choices of a customer's last order in this browser (method and shipping service), so the next purchase starts
// with them chosen. Local storage: it outlives the session, as a returning customer does.
const KEY = 'vitrineCheckoutLastUsed'

function read(): unknown {
  try {
    return JSON.parse(localStore()?.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
}

export const lastUsed = (customerId: string | undefined): LastUsed => lastUsedFor(read(), customerId)

export function rememberUsed(customerId: string | undefined, used: LastUsed): void {
  if (!customerId) return
  try {
    localStore()?.setItem(KEY, JSON.stringify(rememberFor(read(), customerId, used)))
  } catch {
    // Quota or privacy mode: the next purchase just starts from the defaults.
  }
}
