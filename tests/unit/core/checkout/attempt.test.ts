import { describe, expect, it, vi } from 'vitest'
import { afterOrder, Attempt, sameLines, sentLines } from '#core/checkout/attempt'
import { mayExist, orderFailure } from '#core/checkout/order-failure'
import { ORDER_LOCKED, withOrderLock } from '#core/cart/order-lock'
import type { CartItem } from '#core/schemas/cart'

const line = (_id: string, quantity: number): CartItem => ({ _id, product_id: 'p', quantity, price: 1, final_price: 1 })

describe('purchase attempt: what leaves the cart', () => {
  it('removes only the lines sent; a line added meanwhile stays', () => {
    const sent = sentLines([line('a', 1), line('b', 2)])
    expect(afterOrder({ items: [line('a', 1), line('b', 2), line('c', 1)] }, sent)).toEqual({
      remove: ['a', 'b'],
      keep: []
    })
  })
  it('keeps the units added to a sent line during the order, and ignores a line already gone', () => {
    const sent = sentLines([line('a', 2), line('b', 1)])
    expect(afterOrder({ items: [line('a', 5)] }, sent)).toEqual({ remove: [], keep: [{ _id: 'a', quantity: 3 }] })
  })
  it('tells whether the cart still holds exactly what was sent', () => {
    const sent = sentLines([line('a', 2)])
    expect(sameLines([line('a', 2)], sent)).toBe(true)
    expect(sameLines([line('a', 3)], sent)).toBe(false)
    expect(sameLines([line('a', 2), line('b', 1)], sent)).toBe(false)
  })
  it('reads a stored attempt strictly', () => {
    const ok = { key: 'ab'.repeat(16), lines: [{ _id: 'a', quantity: 1 }] }
    expect(Attempt.safeParse(ok).success).toBe(true)
    expect(Attempt.safeParse({ ...ok, key: 'x' }).success).toBe(false)
    expect(Attempt.safeParse({ ...ok, order: { _id: 'javascript:', number: 1 } }).success).toBe(false)
  })
})

const http = (status: number, body?: unknown) => ({ kind: 'http', status, body })

describe('order failure: what the shopper is told', () => {
  it('tells offline from an answer that did not come, and both may have made the order', () => {
    expect(orderFailure({ kind: 'network' }, false)).toEqual({ kind: 'offline' })
    expect(orderFailure({ kind: 'timeout' }, true)).toEqual({ kind: 'no_answer' })
    expect(mayExist(orderFailure({ kind: 'network' }, true))).toBe(true)
    expect(mayExist(orderFailure(http(402, { error_code: 'invalid_card_token' })))).toBe(false)
  })
  it('names the product and the quantity left for a stock refusal', () => {
    const f = orderFailure(
      http(409, {
        error_code: 'out_of_stock',
        message: 'Camiseta: estoque insuficiente',
        product_id: 'a'.repeat(24),
        name: 'Camiseta',
        quantity_left: 2
      })
    )
    expect(f).toEqual({
      kind: 'stock',
      message: 'Camiseta: estoque insuficiente',
      productId: 'a'.repeat(24),
      name: 'Camiseta',
      left: 2
    })
  })
  it("keeps the platform's own words for a coupon or shipping refusal, next to that part", () => {
    expect(orderFailure(http(400, { error_code: 'invalid_coupon', message: 'Cupom expirado' }))).toEqual({
      kind: 'coupon',
      message: 'Cupom expirado'
    })
    expect(orderFailure(http(400, { error_code: 'invalid_zip', message: 'CEP inválido' })).kind).toBe('shipping')
  })
  it('is a payment error only for the rest of the refusals; a session that ended and a busy key are their own', () => {
    expect(orderFailure(http(402, { error_code: 'invalid_card_token', message: 'x' })).kind).toBe('payment')
    expect(orderFailure(http(401)).kind).toBe('session')
    expect(orderFailure(http(409, { error_code: 'idempotency_conflict' })).kind).toBe('busy')
  })
  it('takes an answer it cannot read as an unknown outcome that may hide the order, never as a refusal', () => {
    const unreadable = [
      // Broken JSON or a proxy's HTML page with 200, and an order of the wrong shape: the client's 'invalid'.
      { kind: 'invalid', status: 200, body: '{"order": {"_id": ' },
      { kind: 'invalid', status: 200, body: '<!doctype html><title>Cloudflare</title>' },
      { kind: 'invalid', body: { order: { number: 'x' } } },
      // A server error that outlasted the client's retries, with or without the platform's words.
      http(503),
      http(500, { error_code: 'internal_error', message: 'Unexpected platform error' }),
      http(502, '<html>Bad gateway</html>'),
      // A client error without the platform's error body: a CDN's or a firewall's page, not the platform's refusal.
      http(403, '<html>Forbidden</html>'),
      http(404, {})
    ]
    for (const e of unreadable) {
      expect(orderFailure(e)).toEqual({ kind: 'unknown' })
      expect(mayExist(orderFailure(e))).toBe(true)
    }
  })
  it("takes a refusal in the platform's words as definite: the key may go", () => {
    for (const e of [
      http(402, { error_code: 'invalid_card_token', message: 'Cartão recusado' }),
      http(400, { message: 'Pedido inválido' }),
      http(400, { error_code: 'invalid_coupon' })
    ]) {
      expect(mayExist(orderFailure(e))).toBe(false)
    }
  })
  it('drops a refusal field of the wrong shape without losing the rest', () => {
    const f = orderFailure(
      http(409, { error_code: 'out_of_stock', message: 'm', product_id: '<x>', quantity_left: -1 })
    )
    expect(f).toEqual({ kind: 'stock', message: 'm' })
  })
})

describe('order lock (storage lease, where Web Locks are missing)', () => {
  it('lets one tab send and tells the other at once', async () => {
    vi.stubGlobal('navigator', {})
    const data = new Map<string, string>()
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k)
    }
    let release!: () => void
    const first = withOrderLock(() => new Promise<string>((r) => (release = () => r('sent'))), storage)
    expect(await withOrderLock(async () => 'twice', storage)).toBe(ORDER_LOCKED)
    release()
    expect(await first).toBe('sent')
    expect(await withOrderLock(async () => 'next', storage)).toBe('next')
    vi.unstubAllGlobals()
  })
})
