import { describe, expect, it } from 'vitest'
import { LoginError } from '#core/passport/context'
import { identify, LOGIN_MESSAGES, loginWithDocument, loginWithEmailCode, requestEmailCode } from '#core/passport/email'
import { answer, context, httpError, setup } from './support'

describe('e-mail code and document login', () => {
  it('requests a code with PUT {lang}/email-code, the e-mail lower-cased', async () => {
    const ctx = context(setup().passport)
    ctx.api.passport.mockResolvedValue({ ok: true })
    await requestEmailCode(ctx, ' Maria@Example.COM ')
    expect(ctx.api.passport).toHaveBeenCalledWith('pt_br/email-code', {
      method: 'PUT',
      body: { email: 'maria@example.com' },
      idempotent: false
    })
  })

  it('logs in with the code through POST identify.json and emits login', async () => {
    const { passport, events } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue(answer(3))
    await loginWithEmailCode(ctx, 'MARIA@example.com', ' 123 456 ')
    expect(ctx.api.passport).toHaveBeenCalledWith('identify', {
      method: 'POST',
      body: { email: 'maria@example.com', email_code: '123456' }
    })
    expect(passport.checkVerification()).toBe(true)
    expect(events).toEqual(['passport:login'])
  })

  it('confirms a document by its digits only', async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue(answer(2))
    await loginWithDocument(ctx, 'maria@example.com', '123.456.789-09')
    expect(ctx.api.passport.mock.calls[0]![1].body).toEqual({ email: 'maria@example.com', doc_number: '12345678909' })
    expect(passport.checkAuthorization()).toBe(true)
  })

  it("keeps an alphanumeric CNPJ's letters, in capitals", async () => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockResolvedValue(answer(2))
    await loginWithDocument(ctx, 'empresa@example.com', '12.abc.345/01de-35')
    expect(ctx.api.passport.mock.calls[0]![1].body).toEqual({
      email: 'empresa@example.com',
      doc_number: '12ABC34501DE35'
    })
  })

  it.each([
    [403, 'not_found'],
    [401, 'invalid'],
    [400, 'invalid'],
    [500, 'failed']
  ])('maps a %i to the reason %s', async (status, reason) => {
    const { passport } = setup()
    const ctx = context(passport)
    ctx.api.passport.mockRejectedValue(httpError(status))
    await expect(identify(ctx, { email: 'x@y.z' })).rejects.toMatchObject({ reason })
    await expect(requestEmailCode(ctx, 'x@y.z')).rejects.toMatchObject({ reason })
    expect(passport.checkLogin()).toBe(false)
  })

  it('tells an expired code and a locked login apart from wrong data', async () => {
    const ctx = context(setup().passport)
    const refused = (status: number, error_code: string) => Object.assign(httpError(status), { body: { error_code } })
    ctx.api.passport.mockRejectedValueOnce(refused(401, 'code_expired'))
    await expect(loginWithEmailCode(ctx, 'x@y.z', '123456')).rejects.toMatchObject({ reason: 'expired' })
    ctx.api.passport.mockRejectedValueOnce(refused(401, 'invalid_code'))
    await expect(loginWithEmailCode(ctx, 'x@y.z', '123456')).rejects.toMatchObject({ reason: 'wrong_code' })
    ctx.api.passport.mockRejectedValueOnce(refused(401, 'invalid_doc_number'))
    await expect(loginWithDocument(ctx, 'x@y.z', '529.982.247-25')).rejects.toMatchObject({ reason: 'wrong_doc' })
    ctx.api.passport.mockRejectedValueOnce(refused(429, 'login_locked'))
    await expect(loginWithDocument(ctx, 'x@y.z', '123')).rejects.toMatchObject({ reason: 'locked' })
    ctx.api.passport.mockRejectedValueOnce(refused(429, 'login_locked'))
    await expect(requestEmailCode(ctx, 'x@y.z')).rejects.toMatchObject({ reason: 'locked' })
  })

  it('puts a refusal without a known error code on the secret that was sent', async () => {
    const ctx = context(setup().passport)
    ctx.api.passport.mockRejectedValue(httpError(401))
    await expect(loginWithEmailCode(ctx, 'x@y.z', '123456')).rejects.toMatchObject({ reason: 'wrong_code' })
    await expect(loginWithDocument(ctx, 'x@y.z', '529.982.247-25')).rejects.toMatchObject({ reason: 'wrong_doc' })
    await expect(identify(ctx, { email: 'x@y.z' })).rejects.toMatchObject({ reason: 'invalid' })
  })

  it('has a distinct message for a wrong code and a wrong document', () => {
    expect(new Set(Object.values(LOGIN_MESSAGES)).size).toBe(Object.keys(LOGIN_MESSAGES).length)
    expect(LOGIN_MESSAGES.wrong_code).toBe('error.login_wrong_code')
    expect(LOGIN_MESSAGES.wrong_doc).toBe('error.login_wrong_doc')
  })

  it('fails on a network error or an answer that is not a session', async () => {
    const ctx = context(setup().passport)
    ctx.api.passport.mockRejectedValueOnce(Object.assign(new Error('down'), { kind: 'network' }))
    await expect(identify(ctx, { email: 'x@y.z' })).rejects.toMatchObject({ reason: 'failed' })
    ctx.api.passport.mockResolvedValueOnce({ hello: 1 })
    const e = await identify(ctx, { email: 'x@y.z' }).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(LoginError)
  })
})
