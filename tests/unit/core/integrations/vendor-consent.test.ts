import { describe, expect, it, vi } from 'vitest'
import { chooseConsent } from '../../../../core/integrations/consent'
import { mountWithConsent } from '../../../../core/integrations/vendor-mount'

describe('a vendor that needs consent', () => {
  it('does not fetch its code before the shopper consents to its purpose', async () => {
    localStorage.clear()
    const plan = vi.fn(async () => ({
      name: 'pixel',
      setting: 'meta_pixel_id' as const,
      purpose: 'ads' as const,
      start() {}
    }))
    mountWithConsent(document.createElement('div'), 'ads', plan)
    chooseConsent({ analytics: true, functional: true })
    await new Promise((r) => setTimeout(r, 0))
    expect(plan).not.toHaveBeenCalled()
    chooseConsent({ ads: true })
    await new Promise((r) => setTimeout(r, 0))
    expect(plan).toHaveBeenCalledTimes(1)
  })
})
