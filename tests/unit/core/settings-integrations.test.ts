import { describe, expect, it } from 'vitest'
import { parseIntegrationSettings } from '#core/settings-integrations'
import { parseVendorSettings } from '#core/settings-vendors'

const meta = {
  gtm_id: 'GTM-AB12CD',
  meta_pixel_id: '12345abc',
  ga4_id: 'G-XYZ1234',
  'script:meta-pixel': '/vendors/fbq.js',
  'script:ebit': 'javascript:alert(1)',
  datalayer: 'x;alert(1)',
  hashed_user_data: 'true',
  lang: 'pt_br'
}

describe('integration settings', () => {
  it("the adapter's: the data layer name and hashed user data, nothing of the vendors'", () => {
    const warnings: string[] = []
    const s = parseIntegrationSettings(meta, (m) => warnings.push(m))
    expect(s).toEqual({ datalayer: 'dataLayer', hashed_user_data: 'true' })
    expect(warnings).toEqual(['[vitrine] ignoring invalid setting ecom:datalayer: the integration is skipped'])
  })

  it('accepts another data layer name, but not an expression', () => {
    expect(parseIntegrationSettings({ datalayer: 'vtLayer' }).datalayer).toBe('vtLayer')
    expect(parseIntegrationSettings({ datalayer: 'x;alert(1)' }, () => {}).datalayer).toBe('dataLayer')
  })

  it("the vendors': well-formed ids kept, a malformed one and an unsafe script URL skipped with a warning", () => {
    const warnings: string[] = []
    const s = parseVendorSettings(meta, (m) => warnings.push(m))
    expect(s.gtm_id).toBe('GTM-AB12CD')
    expect(s.ga4_id).toBe('G-XYZ1234')
    expect(s.meta_pixel_id).toBeUndefined()
    expect(s.script).toEqual({ 'meta-pixel': '/vendors/fbq.js' })
    expect(s).not.toHaveProperty('datalayer')
    expect(warnings).toHaveLength(2)
    expect(warnings.join()).toMatch(/meta_pixel_id/)
    expect(warnings.join()).toMatch(/script:ebit/)
  })

  it('reads only its own keys (an inherited name such as constructor is not a setting)', () => {
    expect(parseVendorSettings({ constructor: 'x', toString: 'y' } as Record<string, string>, () => {})).toEqual({
      script: {}
    })
  })
})
