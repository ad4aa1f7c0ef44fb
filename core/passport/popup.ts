// Social login in a popup: 640 wide or the screen's width, 500 high; the page checks every 400 ms and,
// when the popup closes or the provider calls back, reads the session through token.json.
import type { ApiError } from '../api'
import { BROWSER_ONLY, LoginError, type PassportContext } from './context'

export const POPUP_WIDTH = 640
export const POPUP_HEIGHT = 500
export const POPUP_INTERVAL = 400

export interface ScreenSize {
  width: number
  height: number
}

/** window.open features, centred on the screen. */
export function popupFeatures(screen: ScreenSize): string {
  const width = Math.min(POPUP_WIDTH, screen.width)
  const left = Math.max(0, Math.round((screen.width - width) / 2))
  const top = Math.max(0, Math.round((screen.height - POPUP_HEIGHT) / 2))
  return `width=${width},height=${POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`
}

/** Platform facts: `{passportBase}{lang}/{store_id}/{session_id}/login.html`, `?enable_skip=true` when skipping is allowed. */
export function loginPageUrl(
  ctx: Pick<PassportContext, 'settings' | 'sessionId' | 'passportBase'>,
  enableSkip = false
): string {
  const { lang, store_id } = ctx.settings
  return new URL(
    `${lang}/${store_id}/${ctx.sessionId}/login.html${enableSkip ? '?enable_skip=true' : ''}`,
    ctx.passportBase
  ).href
}

type PopupWindow = Pick<Window, 'closed' | 'close'>
type Host = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'>

/**
 * Resolves 'closed' when the popup is closed, or 'callback' when the passport page of this session says it is done.
 * Messages from any other origin or window are ignored: anyone may post to this page.
 */
export function watchPopup(
  win: Host,
  popup: PopupWindow,
  origin: string,
  sessionId: string,
  interval = POPUP_INTERVAL
): Promise<'closed' | 'callback'> {
  return new Promise((resolve) => {
    const done = (how: 'closed' | 'callback') => {
      win.clearInterval(timer)
      win.removeEventListener('message', onMessage)
      resolve(how)
    }
    const onMessage = (ev: MessageEvent) => {
      const d: unknown = ev.data
      if (ev.origin !== origin || (ev.source && ev.source !== (popup as unknown))) return
      if (
        d &&
        typeof d === 'object' &&
        (d as Record<string, unknown>).type === 'passport:callback' &&
        (d as Record<string, unknown>).session_id === sessionId
      )
        done('callback')
    }
    const timer = win.setInterval(() => {
      if (popup.closed) done('closed')
    }, interval)
    win.addEventListener('message', onMessage)
  })
}

/**
 * The whole popup login. Resolves true when the shopper is logged in, false when the popup was closed without a
 * login; rejects with a LoginError when the popup is blocked or the passport fails.
 */
export async function popupLogin(
  ctx: PassportContext,
  win: (Window & typeof globalThis) | null = globalThis.window ?? null,
  enableSkip = false
): Promise<boolean> {
  if (!win) throw new Error(BROWSER_ONLY)
  const popup = win.open(loginPageUrl(ctx, enableSkip), 'ecomPassportLogin', popupFeatures(win.screen))
  if (!popup) throw new LoginError('failed')
  const how = await watchPopup(win, popup, ctx.passportOrigin, ctx.sessionId)
  if (how === 'callback' && !popup.closed) popup.close()
  return tokenLogin(ctx)
}

/** GET {session_id}/token.json: the session a provider login left for this page. False when there is none. */
export async function tokenLogin(ctx: PassportContext): Promise<boolean> {
  let answer: unknown
  try {
    answer = await ctx.api.passport(`${ctx.sessionId}/token`)
  } catch (e) {
    // 404: no login finished for this session (the shopper closed the popup), not an error to show.
    if ((e as Partial<ApiError> | null)?.status === 404) return false
    throw new LoginError('failed', e)
  }
  if (!ctx.passport.setSession(answer)) throw new LoginError('failed')
  return true
}
