import { describe, expect, it } from 'vitest'
import { parseIntegrationSettings } from '../../../core/settings-integrations'

describe('integration settings', () => {
  it('keeps well-formed ids and skips a malformed one with a warning', () => {
    const warnings: string[] = []
    const s = parseIntegrationSettings(
      {
        gtm_id: 'GTM-AB12CD',
        meta_pixel_id: '12345abc',
        ga4_id: 'G-XYZ1234',
        'script:meta-pixel': '/vendors/fbq.js',
        'script:ebit': 'javascript:alert(1)',
        lang: 'pt_br'
      },
      (m) => warnings.push(m)
    )
    expect(s.gtm_id).toBe('GTM-AB12CD')
    expect(s.ga4_id).toBe('G-XYZ1234')
    expect(s.meta_pixel_id).toBeUndefined()
    expect(s.script).toEqual({ 'meta-pixel': '/vendors/fbq.js' })
    expect(s.datalayer).toBe('dataLayer')
    expect(warnings).toHaveLength(2)
    expect(warnings.join()).toMatch(/meta_pixel_id/)
  })

  it('accepts another data layer name, but not an expression', () => {
    expect(parseIntegrationSettings({ datalayer: 'vtLayer' }).datalayer).toBe('vtLayer')
    expect(parseIntegrationSettings({ datalayer: 'x;alert(1)' }, () => {}).datalayer).toBe('dataLayer')
  })
})
