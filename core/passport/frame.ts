// Social providers offered by the passport (its oauth-providers.json) and the hidden zero-size frame that loads the
// provider's sign-in state.
import * as z from 'zod/mini'
import { BROWSER_ONLY, type PassportContext } from './context'

const opt = z.optional

export const OauthProviders = z.looseObject({
  host: opt(z.string()),
  baseUri: opt(z.string()),
  oauthPath: opt(z.string()),
  iframeUri: opt(z.string()),
  providers: opt(z.record(z.string(), z.looseObject({ providerName: opt(z.string()), faIcon: opt(z.string()) })))
})
export type OauthProviders = z.infer<typeof OauthProviders>

export interface Provider {
  id: string
  name: string
}

export function fetchOauthProviders(ctx: PassportContext): Promise<OauthProviders> {
  return ctx.api.passport(`${ctx.sessionId}/oauth-providers`, { schema: OauthProviders })
}

/** The providers to offer, as text (names come from the network and are only ever rendered as text). */
export function providerList(answer: OauthProviders, only?: readonly string[]): Provider[] {
  return Object.entries(answer.providers ?? {})
    .filter(([id]) => /^[\w-]{1,40}$/.test(id) && (!only || only.includes(id)))
    .map(([id, p]) => ({ id, name: (p.providerName ?? id).slice(0, 60) }))
}

/** The frame's address when it is safe to load: http(s) on the passport's own origin, never elsewhere. */
export function frameUrl(uri: string | undefined, passportOrigin: string): string | null {
  if (!uri) return null
  try {
    const url = new URL(uri, passportOrigin)
    return /^https?:$/.test(url.protocol) && url.origin === passportOrigin ? url.href : null
  } catch {
    return null
  }
}

const FRAME_ID = 'vt-passport-frame'

/** Loads (once per page) the hidden frame; invisible and out of the tab order and the accessibility tree. */
export function loadProviderFrame(url: string, doc: Document | null = globalThis.document ?? null): HTMLIFrameElement {
  if (!doc) throw new Error(BROWSER_ONLY)
  const old = doc.getElementById(FRAME_ID)
  if (old instanceof HTMLIFrameElement) return old
  const frame = doc.createElement('iframe')
  frame.id = FRAME_ID
  frame.title = 'Passport'
  frame.width = frame.height = '0'
  // visibility:hidden, not tabindex=-1: the frame's own inputs must be unreachable, which tabindex does not ensure.
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
  frame.src = url
  doc.body.appendChild(frame)
  return frame
}
