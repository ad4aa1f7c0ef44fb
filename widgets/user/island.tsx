import * as z from 'zod/mini'
import { api } from '../../core/page/api'
import { passport } from '../../core/page/passport'
import { bus, cart } from '../../core/runtime'
import { island } from '../ui/mount'
import { sameSitePath } from '../ui/same-site'
import { User } from './User'

const Options = z.object({
  accountUrl: z._default(z.string(), '/app/#/account/'),
  /** Comma-separated provider ids to offer (e.g. "google"); all the passport's providers when absent. */
  providers: z.optional(z.string())
})

// Once per page, whatever the number of user elements: the platform copy of the cart follows the local one. Only an
// authorized session syncs (spec §6), so the code is fetched when there is one.
let syncing = false
const sync = () => {
  if (syncing || !passport.checkAuthorization()) return
  syncing = true
  import('../../core/passport/cart-sync').then(({ startCartSync }) => startCartSync({ cart, passport, api, bus }),
    (e) => console.warn('[vitrine] cart sync unavailable', e))
}
sync()
bus.on('passport:login', sync)

export const mount = island(User, (raw) => {
  const o = Options.safeParse(raw)
  const v = o.success ? o.data : Options.parse({})
  if (!o.success) console.warn('[vitrine] user options ignored', o.error.issues)
  return {
    // Same-site links only: a typo or injected markup must not send shoppers to a foreign account page.
    accountUrl: sameSitePath(v.accountUrl, '/app/#/account/'),
    providers: v.providers?.split(',').map((p) => p.trim()).filter(Boolean)
  }
})
