import { describe, expect, it } from 'vitest'
import { readShipping } from '#core/shipping/services'

const service = (label: string, price: number, total: number, days?: number) => ({
  label,
  shipping_line: {
    price,
    total_price: total,
    ...(days === undefined ? {} : { delivery_time: { days, working_days: true }, posting_deadline: { days: 1 } })
  }
})

describe('readShipping', () => {
  it('sorts by what the shopper pays, then by days, adding the posting deadline', () => {
    const r = readShipping({
      result: [
        {
          response: {
            shipping_services: [service('SEDEX', 30, 30, 2), service('PAC', 20, 0, 8), service('Moto', 30, 30, 1)]
          }
        }
      ]
    })
    expect(r).toEqual({
      ok: true,
      quotes: [
        { name: 'PAC', price: 0, days: 9, workingDays: true },
        { name: 'Moto', price: 30, days: 2, workingDays: true },
        { name: 'SEDEX', price: 30, days: 3, workingDays: true }
      ]
    })
  })
  it('gives the module message when no app answered with services (an invalid CEP)', () => {
    expect(readShipping({ result: [{ error: true, error_message: 'CEP inválido', response: null }] })).toEqual({
      ok: false,
      message: 'CEP inválido'
    })
  })
  it('skips malformed services and survives a malformed answer', () => {
    expect(
      readShipping({ result: [{ response: { shipping_services: [{ label: 'x' }, service('PAC', 10, 10)] } }] })
    ).toEqual({ ok: true, quotes: [{ name: 'PAC', price: 10, days: undefined, workingDays: true }] })
    expect(readShipping(null)).toEqual({ ok: false, message: undefined })
    expect(readShipping({ result: 'x' })).toEqual({ ok: false, message: undefined })
  })
})
