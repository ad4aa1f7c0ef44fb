import { expect, test } from '@playwright/test'

test('a malformed URL answers 400 with the store page, not a server error', async ({ request }) => {
  for (const path of ['/%zz', '/dist/%E0%A4%A', '/%']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
    expect(await res.text()).not.toContain('URIError')
  }
})

// The login-done page (the provider popup's last page) tells its opener the session id: only a page of the store's
// origin may hear it. The same popup opened from another origin (127.0.0.1 instead of localhost) gets nothing.
test('the login-done page posts its message only to the store origin', async ({ page, baseURL }) => {
  const store = new URL(baseURL!)
  const other = `${store.protocol}//127.0.0.1:${store.port}`
  const session = 'LoginDoneOrigin00000000000000001'
  const heard = async (openerOrigin: string) => {
    // The opener is a bare page of that origin: the demo's own pages allow forms to post to their origin only
    // (form-action 'self'), and the page posting from 127.0.0.1 plays another site, not the store.
    const opener = `${openerOrigin}/__opener-under-test`
    await page.route(opener, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' })
    )
    await page.goto(opener)
    const popup = page.waitForEvent('popup')
    await page.evaluate(
      ({ action }) => {
        const got: string[] = []
        ;(window as unknown as { heard: string[] }).heard = got
        addEventListener('message', (e) => got.push(`${e.origin} ${JSON.stringify(e.data)}`))
        // A form posted into a new window keeps window.opener, as the provider login popup does.
        const form = document.createElement('form')
        form.method = 'POST'
        form.action = action
        form.target = 'login-popup'
        const email = Object.assign(document.createElement('input'), { name: 'email', value: 'maria@example.com' })
        form.append(email)
        document.body.append(form)
        window.open('about:blank', 'login-popup')
        form.submit()
      },
      { action: `${store.origin}/api/passport/v1/pt_br/1011/${session}/login.html` }
    )
    // The login-done page closes itself right after posting: its message, if any, was sent by then.
    const opened = await popup
    if (!opened.isClosed()) await opened.waitForEvent('close')
    return page.evaluate(
      () =>
        // A message this page posts to itself now comes after any the popup sent before it closed.
        new Promise<string[]>((resolve) => {
          addEventListener('message', function last(e) {
            if (e.data !== 'heard-all') return
            removeEventListener('message', last)
            resolve((window as unknown as { heard: string[] }).heard.filter((m) => !m.includes('heard-all')))
          })
          postMessage('heard-all', '*')
        })
    )
  }
  const fromStore = await heard(store.origin)
  expect(fromStore).toHaveLength(1)
  expect(fromStore[0]).toContain(store.origin)
  expect(fromStore[0]).toContain(session)
  expect(await heard(other)).toEqual([])
})
