import { describe, expect, it } from 'vitest'
import { HOST_DELAY } from '#core/api/constants'
import {
  LOOKUP_TIMEOUT_MS,
  ORDER_TIMEOUT_MS,
  ORDER_WAIT_BOUND_MS,
  STILL_PROCESSING_MS
} from '#widgets/checkout/state/place-order'

describe("the order's waits", () => {
  it('tell the shopper something within the bound: the POST, then the look-up, each after its turn on the host', () => {
    expect(ORDER_WAIT_BOUND_MS).toBe(20_000)
    expect(ORDER_TIMEOUT_MS + LOOKUP_TIMEOUT_MS + 2 * HOST_DELAY.modules).toBeLessThanOrEqual(ORDER_WAIT_BOUND_MS)
  })
  it("say 'Ainda processando…' well before the POST gives up", () => {
    expect(STILL_PROCESSING_MS).toBeLessThan(ORDER_TIMEOUT_MS / 2)
  })
})
