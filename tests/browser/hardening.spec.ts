import { expect, test } from '@playwright/test'

test('a malformed URL answers 400 with the store page, not a server error', async ({ request }) => {
  for (const path of ['/%zz', '/dist/%E0%A4%A', '/%']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
    expect(await res.text()).not.toContain('URIError')
  }
})
