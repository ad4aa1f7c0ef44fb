import { act, cleanup, render } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { type CheckoutEvent, initialState, reduce } from '#core/checkout/machine'
import { useMachine } from '#widgets/checkout/parts/use-machine'

afterEach(cleanup)

type Seen = { phase: string; send?: (e: CheckoutEvent) => boolean }

/** The checkout's model kept by a component, its phase and send handed out as the route hands them down. */
function Probe({ seen }: { seen: Seen }) {
  const [state, send] = useMachine(reduce, () => initialState())
  seen.phase = state.order.phase
  seen.send = send
  return <p>{state.order.phase}</p>
}

function mount() {
  const seen: Seen = { phase: '' }
  render(<Probe seen={seen} />)
  return seen
}

describe('useMachine', () => {
  it('answers at once whether an event applied: a second press in the same tick is ignored', () => {
    const seen = mount()
    const send = seen.send!
    let first = false
    let second = true
    act(() => {
      first = send({ type: 'place' })
      second = send({ type: 'place' })
    })
    expect([first, second]).toEqual([true, false])
    expect(seen.phase).toBe('placing')
  })

  it('keeps one send for the component’s life, and renders each state it moves to', () => {
    const seen = mount()
    const send = seen.send!
    act(() => void send({ type: 'place' }))
    expect(seen.send).toBe(send)
    act(() => void send({ type: 'settled', notice: { kind: 'card' } }))
    expect(seen.phase).toBe('idle')
    // A timer that outlived its press: not applied, nothing rendered anew.
    let late = true
    act(() => {
      late = send({ type: 'slow' })
    })
    expect(late).toBe(false)
    expect(seen.phase).toBe('idle')
  })
})
