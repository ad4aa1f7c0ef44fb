import { afterEach, describe, expect, it, vi } from 'vitest'

let labelsLoaded = false
let finishLabels: () => void = () => {}
vi.mock('#core/page/context', () => ({
  labelsFor: () =>
    new Promise<void>((resolve) => {
      finishLabels = () => {
        labelsLoaded = true
        resolve()
      }
    })
}))

const { island } = await import('#widgets/ui/mount')

afterEach(() => {
  document.body.replaceChildren()
  labelsLoaded = false
})

const host = () => {
  const el = document.createElement('div')
  el.dataset.widget = 'product'
  el.textContent = 'server markup'
  document.body.append(el)
  return el
}
const tick = () => new Promise((r) => setTimeout(r, 10))

describe('island', () => {
  it('reads its props beside the labels download, and renders once both are in', async () => {
    let asked = false
    const mount = island(
      (p: { text: string }) => <p>{p.text}</p>,
      () => {
        asked = true
        return { text: 'drawn' }
      }
    )
    const el = host()
    const mounting = mount(el)
    await tick()
    expect(asked).toBe(true)
    expect(el.textContent).toBe('server markup')
    finishLabels()
    await mounting
    expect(el.textContent).toBe('drawn')
  })

  it('tells a failure of its props only once the labels are in, for the message shown in its place', async () => {
    const mount = island(
      () => null,
      () => Promise.reject(new Error('product unreadable'))
    )
    let told: boolean | undefined
    const mounting = Promise.resolve(mount(host())).catch(() => {
      told = labelsLoaded
    })
    await tick()
    expect(told).toBeUndefined()
    finishLabels()
    await mounting
    expect(told).toBe(true)
  })
})
