import { describe, expect, it, vi } from 'vitest'
import { t } from '#core/i18n'

// Simulates a catalogue shipped without one label (an older bundle, a theme override) to prove the
// shopper then reads Portuguese rather than the key.
vi.mock('../../../../core/i18n/en_us', async (importOriginal) => {
  const { en_us } = await importOriginal<typeof import('#core/i18n/en_us')>()
  const { 'cart.empty': _dropped, ...rest } = en_us
  return { en_us: rest }
})

describe('t with a label missing in the chosen language', () => {
  it('falls back to the pt_br text', () => {
    expect(t('cart.empty', 'en_us')).toBe('Seu carrinho está vazio')
    expect(t('cart.total', 'en_us')).toBe('Total')
    expect(t('cart.continue_shopping', 'en_us')).toBe('Continue shopping')
  })
})
