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

afterEach(() => document.body.replaceChildren())

describe('island', () => {
  it('reads its props only once its labels are loaded, however late they come after the chunk', async () => {
    const seen: boolean[] = []
    const mount = island(
      (p: { text: string }) => <p>{p.text}</p>,
      () => {
        // A props function may ask for labels (a default title, a button's name).
        seen.push(labelsLoaded)
        return { text: labelsLoaded ? 'Abrir Menu' : '' }
      }
    )
    const el = document.createElement('div')
    el.dataset.widget = 'side-menu'
    el.textContent = 'server markup'
    document.body.append(el)
    const mounting = mount(el)
    await new Promise((r) => setTimeout(r, 10))
    expect(seen).toEqual([])
    expect(el.textContent).toBe('server markup')
    finishLabels()
    await mounting
    expect(seen).toEqual([true])
    expect(el.textContent).toBe('Abrir Menu')
  })
})
