// Where customer data and single orders live on the passport. With the identity service on the passport host the
// passport itself serves the customer's data under `api/` (api/me.json); a store that runs its identity service on a
// separate host points the passport setting at its own customer API, which names the record: customers/{id}.json.
import type { Settings } from '../settings'

type Apis = Pick<Settings['api'], 'passport'> & { identity?: string }

/** True when identify, token and oauth-providers go to a host other than the passport. */
export const separateIdentity = (api: Apis): boolean => Boolean(api.identity) && api.identity !== api.passport

/** The customer record (PATCH for favourites and profile): `api/me.json`, or `customers/{id}.json` with a separate identity host. */
export function customerPath(api: Apis, customerId: string): string {
  return separateIdentity(api) ? `customers/${encodeURIComponent(customerId)}.json` : 'api/me.json'
}

/** One order of the logged-in customer, through the passport. */
export const orderPath = (orderId: string): string => `api/orders/${encodeURIComponent(orderId)}.json`
