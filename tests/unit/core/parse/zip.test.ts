import { describe, expect, it } from 'vitest'
import { holdsZip, zipDigits } from '#core/parse/zip'

describe('CEP text', () => {
  it('a field keeps 8 digits of what is pasted; a check of the text wants exactly 8', () => {
    expect(zipDigits('01310-1009')).toBe('01310100')
    expect(holdsZip('01310-100')).toBe(true)
    expect(holdsZip(' 01310100 ')).toBe(true)
    expect(holdsZip('01310-1009')).toBe(false)
    expect(holdsZip('0131-010')).toBe(false)
  })
})
