import { describe, expect, it } from 'vitest'
import { isRouteHash, matchRoute, segments } from '#widgets/checkout/router'

const routes = [
  { pattern: 'cart/:cartId?' },
  { pattern: 'checkout/:step?' },
  { pattern: 'confirmation/:orderId/:number?' },
  { pattern: 'account' },
  { pattern: 'account/orders/:id' }
]
const fallback = routes[0]!

describe('checkout router', () => {
  it('takes only #/… (or no hash) for a route: other hashes are in-page anchors', () => {
    expect(isRouteHash('')).toBe(true)
    expect(isRouteHash('#')).toBe(true)
    expect(isRouteHash('#/checkout/payment')).toBe(true)
    expect(isRouteHash('#conteudo')).toBe(false)
    expect(isRouteHash('#top')).toBe(false)
  })

  it('reads hashes with or without slashes', () => {
    expect(segments('#/account/')).toEqual(['account'])
    expect(segments('#account')).toEqual(['account'])
    expect(segments('')).toEqual([])
    expect(segments('#/a%20b/%zz')).toEqual(['a b', '%zz'])
  })

  it('matches fixed segments, required and optional params', () => {
    expect(matchRoute('#/account/', routes, fallback)).toMatchObject({ route: routes[3], params: {}, path: 'account' })
    expect(matchRoute('#/cart', routes, fallback).params).toEqual({})
    expect(matchRoute('#/cart/abc', routes, fallback).params).toEqual({ cartId: 'abc' })
    expect(matchRoute('#/confirmation/o1/1004', routes, fallback)).toMatchObject({
      route: routes[2],
      params: { orderId: 'o1', number: '1004' }
    })
    expect(matchRoute('#/account/orders/x9', routes, fallback).params).toEqual({ id: 'x9' })
  })

  it('sends unknown or incomplete routes to the fallback (the cart)', () => {
    for (const hash of ['', '#/', '#/nope', '#/confirmation', '#/cart/a/b', '#/account/orders']) {
      expect(matchRoute(hash, routes, fallback)).toMatchObject({ route: fallback, path: 'cart' })
    }
  })
})
