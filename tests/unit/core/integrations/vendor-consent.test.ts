import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseConsent } from '#core/integrations/consent'
import { mountWithConsent } from '#core/integrations/vendor-mount'

describe('a vendor that needs consent', () => {
  afterEach(() => vi.useRealTimers())

  it('does not fetch its code before the shopper consents to its purpose', async () => {
    localStorage.clear()
    const plan = vi.fn(async () => ({
      name: 'pixel',
      setting: 'meta_pixel_id' as const,
      purpose: 'ads' as const,
      start() {}
    }))
    vi.useFakeTimers()
    mountWithConsent(document.createElement('div'), 'ads', plan)
    chooseConsent({ analytics: true, functional: true })
    // Proving an absence: every timer and task the consent could have set off is run on the fake clock first.
    await vi.runAllTimersAsync()
    expect(plan).not.toHaveBeenCalled()
    chooseConsent({ ads: true })
    await vi.runAllTimersAsync()
    expect(plan).toHaveBeenCalledTimes(1)
  })
})
