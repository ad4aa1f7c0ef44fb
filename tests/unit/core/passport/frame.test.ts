import { describe, expect, it } from 'vitest'
import { BROWSER_ONLY } from '#core/passport/context'
import { fetchOauthProviders, frameUrl, loadProviderFrame, providerList } from '#core/passport/frame'
import { context, setup } from './support'

describe('provider frame and providers', () => {
  it('reads the providers from oauth-providers.json of this session', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue({ iframeUri: 'x', providers: { google: { providerName: 'Google' } } })
    await fetchOauthProviders(ctx)
    expect(ctx.api.passport).toHaveBeenCalledWith(
      `${'A'.repeat(32)}/oauth-providers`,
      expect.objectContaining({ schema: expect.anything() })
    )
  })

  it('lists providers as text, optionally only the configured ones', () => {
    const answer = { providers: { google: { providerName: 'Google' }, facebook: {}, '<img>': { providerName: 'x' } } }
    expect(providerList(answer)).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'facebook', name: 'facebook' }
    ])
    expect(providerList(answer, ['facebook'])).toEqual([{ id: 'facebook', name: 'facebook' }])
    expect(providerList({})).toEqual([])
  })

  it('loads the frame only from the passport origin', () => {
    expect(frameUrl('https://passport.test/v1/pt_br/1011/s/login.html', 'https://passport.test')).toBe(
      'https://passport.test/v1/pt_br/1011/s/login.html'
    )
    expect(frameUrl('/v1/x.html', 'https://passport.test')).toBe('https://passport.test/v1/x.html')
    expect(frameUrl('https://evil.test/x', 'https://passport.test')).toBeNull()
    expect(frameUrl('javascript:alert(1)', 'https://passport.test')).toBeNull()
    expect(frameUrl(undefined, 'https://passport.test')).toBeNull()
  })

  it('adds one hidden zero-size frame, once', () => {
    const frame = loadProviderFrame('https://passport.test/v1/a.html')
    expect(frame.width).toBe('0')
    expect(frame.height).toBe('0')
    expect(frame.style.visibility).toBe('hidden')
    expect(frame.title).not.toBe('')
    expect(loadProviderFrame('https://passport.test/v1/b.html')).toBe(frame)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
    frame.remove()
  })

  it('throws outside a browser', () => {
    expect(() => loadProviderFrame('https://passport.test/', null)).toThrow(BROWSER_ONLY)
  })
})
