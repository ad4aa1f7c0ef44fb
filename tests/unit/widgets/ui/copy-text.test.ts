import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyText } from '#widgets/ui/copy-text'

const setClipboard = (value: unknown) => Object.defineProperty(navigator, 'clipboard', { value, configurable: true })

describe('copyText', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original)
    vi.restoreAllMocks()
  })

  it('copies and says so', async () => {
    const writeText = vi.fn(async () => {})
    setClipboard({ writeText })
    expect(await copyText('34191')).toBe(true)
    expect(writeText).toHaveBeenCalledWith('34191')
  })

  it('answers false, without throwing, when there is no Clipboard API (plain http) or it refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    setClipboard(undefined)
    expect(await copyText('34191')).toBe(false)
    setClipboard({ writeText: async () => Promise.reject(new Error('denied')) })
    expect(await copyText('34191')).toBe(false)
  })
})
