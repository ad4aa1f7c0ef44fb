import { type Settings, storeIdError } from './settings'

const OAUTH_ANSWER = /[#&?](access_token=|error=access_denied)/

/**
 * A URL hash carrying an access token or an access-denied error belongs to the platform's external identity
 * widget, whose script is then loaded. Done by the runtime (which the loader starts 200 ms after boot) rather than the
 * loader, whose 1,600 B budget has no room for it.
 */
export function loadIdentityWidget(settings: Pick<Settings, 'identity_widget' | 'store_id'>, doc: Document = document) {
  // The identity widget signs the shopper in to a store: not without knowing which one.
  if (!settings.identity_widget || storeIdError(settings.store_id) || !OAUTH_ANSWER.test(doc.location.hash)) return
  const script = doc.createElement('script')
  script.src = settings.identity_widget
  script.async = true
  doc.head.appendChild(script)
}
