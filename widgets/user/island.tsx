import { passport, passportContext } from '#core/page/passport'
import { bus, cart } from '#core/page/context'
import type { IslandModule } from '#core/widget'
import { island } from '../ui/mount'
import { parseOptionValues } from '../ui/options'
import { options } from './options'
import { User } from './User'
import { themeIcon } from '../ui/theme-icon'

// Once per page, whatever the number of user elements: the platform copy of the cart follows the local one. Only an
// authorized session syncs, so the code is fetched when there is one. It calls the platform through the session's
// API, so a 401 (a token the platform no longer knows) ends the session there as on every other customer call.
let syncing = false
const sync = () => {
  if (syncing || !passport.checkAuthorization()) return
  syncing = true
  import('#core/passport/cart-sync').then(
    ({ startCartSync }) => startCartSync({ cart, passport, api: passportContext.api, bus }),
    (e) => console.warn('[vitrine] cart sync unavailable', e)
  )
}
let following = false

const mountUser = island(User, (raw, el) => ({
  ...parseOptionValues(raw, options, 'user', el),
  icon: themeIcon(el)
}))

/** Mounts a user element; the first one starts the session and the cart sync (importing this module starts nothing). */
export const mount: IslandModule['mount'] = (el, lifecycle) => {
  if (!following) {
    following = true
    sync()
    bus.on('passport:login', sync)
  }
  return mountUser(el, lifecycle)
}
