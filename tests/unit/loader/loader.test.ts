import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Importer } from '#core/islands/chunks'
import type { IslandLifecycle, IslandModule } from '#core/widget'
import { mountIsland, watchIslands } from '#core/islands/lifecycle'
import { type IslandRuntime, startLoader, type LoaderOptions } from '#loader/loader'
import { readRegistry } from '#loader/registry'

// The page names its store before the runtime reads its settings (a page without one: no-store.test.ts).
vi.hoisted(() => {
  const meta = document.createElement('meta')
  meta.name = 'ecom:store_id'
  meta.content = '1011'
  document.head.append(meta)
})

const DEFAULT_URL = 'http://localhost:3000/'
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url)

/** A controllable IntersectionObserver; `intersect(el)` reports that element as visible. */
class FakeIO {
  static all: FakeIO[] = []
  observed: Element[] = []
  constructor(private callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void) {
    FakeIO.all.push(this)
  }
  observe(el: Element) {
    this.observed.push(el)
  }
  unobserve() {}
  disconnect() {
    this.observed = []
  }
  takeRecords() {
    return []
  }
  static intersect(el: Element) {
    for (const io of FakeIO.all) if (io.observed.includes(el)) io.callback([{ isIntersecting: true, target: el }])
  }
}

const CDN = 'https://cdn.example.com/chunks/'
const chunks: Record<string, string> = {
  card: `${CDN}card.js`,
  minicart: `${CDN}minicart.js`,
  gallery: `${CDN}gallery.js`,
  broken: `${CDN}broken.js`
}
const registry: LoaderOptions['registry'] = {
  card: ['eager', 0, 'card'],
  minicart: ['eager', 1, 'minicart'],
  gallery: ['visible', 0, 'gallery'],
  broken: ['eager', 1, 'broken']
}

interface FakeIsland {
  mod: IslandModule
  mount: ReturnType<typeof vi.fn<IslandModule['mount']>>
  unmount: ReturnType<typeof vi.fn<() => void>>
}

function fakeIsland(
  render = (el: HTMLElement) => {
    el.innerHTML = '<button class="island">ok</button>'
  }
): FakeIsland {
  const unmount = vi.fn<() => void>()
  const mount = vi.fn<IslandModule['mount']>((el) => {
    render(el)
    return unmount
  })
  return { mod: { mount }, mount, unmount }
}

/** Makes the island's next mount wait for data; returns what resolves it with its unmount. */
function holdMount(island: FakeIsland): (unmount: () => void) => void {
  let done!: (u: () => void) => void
  island.mount.mockImplementationOnce(
    () =>
      new Promise((r) => {
        done = r
      })
  )
  return (u) => done(u)
}

let islands: Record<string, FakeIsland>
let importer: ReturnType<typeof vi.fn<Importer>>
let stop: (() => void) | undefined
let warn: ReturnType<typeof vi.spyOn>
let error: ReturnType<typeof vi.spyOn>
const events: Array<{ type: string; detail: unknown }> = []
const record = (ev: Event) => events.push({ type: ev.type, detail: (ev as CustomEvent).detail })

const ticks = async (n = 20) => {
  for (let i = 0; i < n; i++) await Promise.resolve()
}
/** Lets the eager timer (1 ms on a public host), the import and the mount run. */
const settle = async (ms = 5) => {
  await vi.advanceTimersByTimeAsync(ms)
  await ticks()
}

function page(html: string) {
  document.body.innerHTML = html
}
const $ = (sel: string) => document.querySelector<HTMLElement>(sel)!
const state = (sel: string) => $(sel).getAttribute('data-widget-state')
// The runtime's own start (window.storefront, integrations) is core/runtime's, tested there; here only its one call.
const startRuntimeSpy = vi.fn(() => ({}) as ReturnType<IslandRuntime['startRuntime']>)
/** Starts the loader, and hands the page to the runtime at once, as the loader's ready() does 200 ms in. */
const start = (opts: Partial<LoaderOptions> = {}) => {
  const runtime = startLoader({
    registry,
    chunks,
    importer,
    checkout: false,
    runtime: async () => ({
      startRuntime: startRuntimeSpy,
      mountIsland,
      watchIslands: (host) => (stop = watchIslands(host)),
      session: async () => {}
    }),
    ...opts
  })
  void runtime()
}

beforeEach(() => {
  vi.useFakeTimers()
  setUrl('https://shop.example.com/')
  FakeIO.all = []
  vi.stubGlobal('IntersectionObserver', FakeIO)
  islands = { card: fakeIsland(), minicart: fakeIsland(), gallery: fakeIsland() }
  importer = vi.fn<Importer>(async (url) => {
    const name = Object.keys(chunks).find((n) => url.split('?')[0] === chunks[n])
    const island = name ? islands[name] : undefined
    if (!island) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`)
    return island.mod
  })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  error = vi.spyOn(console, 'error').mockImplementation(() => {})
  events.length = 0
  addEventListener('ecom:widget:ready', record)
  addEventListener('ecom:widget:error', record)
})

afterEach(() => {
  stop?.()
  stop = undefined
  removeEventListener('ecom:widget:ready', record)
  removeEventListener('ecom:widget:error', record)
  document.body.replaceChildren()
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove())
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  setUrl(DEFAULT_URL)
})

describe('lifecycle', () => {
  it('goes pending -> loading -> ready and announces ecom:widget:ready', async () => {
    let resolve!: (m: unknown) => void
    importer.mockImplementationOnce(
      () =>
        new Promise((r) => {
          resolve = r
        })
    )
    page('<div data-widget="card" id="c">server</div>')
    start()
    expect(state('#c')).toBe('pending')
    await settle()
    expect(state('#c')).toBe('loading')
    expect(importer).toHaveBeenCalledWith(chunks.card)
    resolve(islands.card!.mod)
    await ticks()
    // Each island mounts in a task of its own (core/islands/lifecycle: nextTask).
    expect(islands.card!.mount).not.toHaveBeenCalled()
    await settle(1)
    expect(state('#c')).toBe('ready')
    expect(islands.card!.mount).toHaveBeenCalledWith($('#c'), expect.anything())
    expect($('#c').innerHTML).toBe('<button class="island">ok</button>')
    expect(events).toEqual([{ type: 'ecom:widget:ready', detail: { name: 'card', element: $('#c') } }])
  })

  it('stays loading until an async mount resolves its unmount', async () => {
    const done = holdMount(islands.card!)
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    expect(state('#c')).toBe('loading')
    done(islands.card!.unmount)
    await ticks()
    expect(state('#c')).toBe('ready')
  })

  it('marks an unknown widget as error with a warning, without throwing', async () => {
    page('<div data-widget="nope" id="n"></div><div data-widget="card" id="c"></div>')
    expect(() => start()).not.toThrow()
    expect(state('#n')).toBe('error')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown widget'), 'nope')
    await settle()
    expect(state('#c')).toBe('ready')
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it("treats Object's own names as unknown widgets: constructor, __proto__, toString", async () => {
    page(
      '<div data-widget="constructor" id="a"></div><div data-widget="__proto__" id="b"></div><div data-widget="toString" id="t"></div>'
    )
    // The registry as the loader reads it from the build's data.
    start({ registry: readRegistry('card:00card') })
    await settle()
    for (const id of ['#a', '#b', '#t']) expect(state(id)).toBe('error')
    expect(importer).not.toHaveBeenCalled()
  })

  it('treats a registered widget without a chunk as unknown', () => {
    page('<div data-widget="ghost" id="g"></div>')
    start({ registry: { ...registry, ghost: ['eager', 1, 'ghost'] } })
    expect(state('#g')).toBe('error')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('checkout pages', () => {
  const markup = '<div data-widget="card" id="c"></div><div data-widget="minicart" id="m"></div>'

  it('runs only checkout-enabled widgets and marks the rest skipped', async () => {
    page(markup)
    start({ checkout: true })
    expect(state('#c')).toBe('skipped')
    await settle()
    expect(state('#c')).toBe('skipped')
    expect(state('#m')).toBe('ready')
    expect(importer.mock.calls.map((c) => c[0])).toEqual([chunks.minicart])
  })

  it('runs every widget elsewhere', async () => {
    page(markup)
    start({ checkout: false })
    await settle()
    expect(state('#c')).toBe('ready')
    expect(state('#m')).toBe('ready')
  })
})

describe('strategies', () => {
  it('lets data-load override the default strategy', async () => {
    page('<div data-widget="card" data-load="visible" id="c"></div>')
    start()
    await settle(10_000)
    expect(state('#c')).toBe('pending')
    FakeIO.intersect($('#c'))
    await settle(1)
    expect(state('#c')).toBe('ready')
  })

  it('ignores an invalid data-load and uses the default', async () => {
    page(
      '<div data-widget="gallery" data-load="later" id="g"></div><div data-widget="card" data-load="soon" id="c"></div>'
    )
    start()
    await settle(10_000)
    expect(state('#g')).toBe('pending') // default visible, never intersected
    expect(state('#c')).toBe('ready') // default eager
    // The runtime says so, once per element, naming the widget and the value.
    const said = warn.mock.calls.map((c: unknown[]) => String(c[0])).filter((m: string) => m.includes('data-load'))
    expect(said).toHaveLength(2)
    expect(said[0]).toContain('gallery: unknown data-load "later"')
    expect(said[1]).toContain('card: unknown data-load "soon"')
  })

  it('loads a media island only once its query matches, and warns of a query the browser cannot read', async () => {
    // A media query list whose match the test sets; an unreadable query is 'not all', as browsers report it.
    const lists: Array<{ media: string; matches: boolean; fire(): void }> = []
    vi.stubGlobal('matchMedia', (q: string) => {
      const listeners: Array<() => void> = []
      const list = {
        media: q.includes('wat') ? 'not all' : q,
        matches: q.includes('min-width: 1px'),
        addEventListener: (_: string, f: () => void) => listeners.push(f),
        removeEventListener: () => {},
        fire() {
          this.matches = true
          for (const f of listeners) f()
        }
      }
      lists.push(list)
      return list
    })
    page(
      '<div data-widget="card" data-load="media:(max-width: 991px)" id="m"></div>' +
        '<div data-widget="card" data-load="media:(min-width: 1px)" id="now"></div>' +
        '<div data-widget="card" data-load="media:wat(" id="bad"></div>'
    )
    start()
    await settle(10_000)
    expect(state('#m')).toBe('pending') // a desktop never loads it
    expect(state('#bad')).toBe('ready') // the widget's default (eager)
    expect(state('#now')).toBe('ready') // matching from the start
    expect(warn.mock.calls.some((c: unknown[]) => String(c[0]).includes('card: unknown data-load "media:wat("'))).toBe(
      true
    )
    for (const l of lists) if (l.media === '(max-width: 991px)') l.fire()
    await settle(1)
    expect(state('#m')).toBe('ready')
  })

  it('waits for the first interaction under data-load="interaction"', async () => {
    page('<div data-widget="card" data-load="interaction" id="c"><button>Buy</button></div>')
    start()
    await settle(60_000)
    expect(state('#c')).toBe('pending')
    $('#c button').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(state('#c')).toBe('loading')
    await settle(1)
    expect(state('#c')).toBe('ready')
  })

  it.each([
    ['pointerdown', () => new Event('pointerdown', { bubbles: true })],
    ['focusin', () => new FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { bubbles: true })]
  ])('starts any strategy at the first %s, and mounts only once', async (_t, make) => {
    page('<div data-widget="gallery" id="g"><a href="#x">x</a></div>')
    start()
    $('#g a').dispatchEvent(make())
    expect(state('#g')).toBe('loading')
    FakeIO.intersect($('#g'))
    $('#g').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    await settle(10_000)
    expect(state('#g')).toBe('ready')
    expect(importer).toHaveBeenCalledTimes(1)
    expect(islands.gallery!.mount).toHaveBeenCalledTimes(1)
  })
})

describe('failures', () => {
  it('marks a failing chunk as error, logs, emits ecom:widget:error, and still mounts the others', async () => {
    page('<div data-widget="broken" id="b">server</div><div data-widget="card" id="c"></div>')
    start()
    await settle()
    expect(state('#b')).toBe('error')
    expect(state('#c')).toBe('ready')
    // One retry with a cache-busting query.
    expect(importer.mock.calls.map((c) => c[0]).filter((u) => u.startsWith(chunks.broken!))).toEqual([
      chunks.broken,
      expect.stringMatching(/\?retry=\d+$/)
    ])
    expect(error).toHaveBeenCalledTimes(1)
    const failed = events.find((e) => e.type === 'ecom:widget:error')
    const detail = failed?.detail as { name: string; element: Element; error: Error }
    expect(detail.name).toBe('broken')
    expect(detail.element).toBe($('#b'))
    expect(detail.error.name).toBe('ChunkLoadError')
    expect(
      events.filter((e) => e.type === 'ecom:widget:ready').map((e) => (e.detail as { name: string }).name)
    ).toEqual(['card'])
    expect($('#b').textContent).toBe('server')
  })

  it('marks a throwing mount as error', async () => {
    islands.card!.mount.mockImplementationOnce(() => {
      throw new Error('render failed')
    })
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    expect(state('#c')).toBe('error')
    expect(events.map((e) => e.type)).toEqual(['ecom:widget:error'])
  })

  it("an island's retry goes through the lifecycle: loading, then ready with its event, and it unmounts later", async () => {
    let lifecycle: IslandLifecycle | undefined
    islands.card!.mount.mockImplementationOnce((_el, l) => {
      lifecycle = l
      throw new Error('offline')
    })
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    expect(state('#c')).toBe('error')
    lifecycle!.retry()
    expect(state('#c')).toBe('loading')
    await settle()
    expect(state('#c')).toBe('ready')
    expect(events.map((e) => e.type)).toEqual(['ecom:widget:error', 'ecom:widget:ready'])
    $('#c').remove()
    await ticks()
    expect(islands.card!.unmount).toHaveBeenCalledTimes(1)
  })
})

describe('added and removed elements', () => {
  it('mounts widgets added later, also inside an added container', async () => {
    page('')
    start()
    const box = document.createElement('section')
    box.innerHTML = '<div data-widget="card" id="c"></div>'
    const direct = document.createElement('div')
    direct.setAttribute('data-widget', 'minicart')
    direct.id = 'm'
    document.body.append(box, direct)
    await ticks()
    expect(state('#c')).toBe('pending')
    expect(state('#m')).toBe('pending')
    await settle()
    expect(state('#c')).toBe('ready')
    expect(state('#m')).toBe('ready')
  })

  it('unmounts a removed widget, also when an ancestor is removed', async () => {
    page('<div data-widget="card" id="c"></div><section><div data-widget="minicart" id="m"></div></section>')
    start()
    await settle()
    $('#c').remove()
    $('section').remove()
    await ticks()
    expect(islands.card!.unmount).toHaveBeenCalledTimes(1)
    expect(islands.minicart!.unmount).toHaveBeenCalledTimes(1)
  })

  it('never loads a widget removed while pending', async () => {
    page('<div data-widget="card" id="c"></div>')
    start()
    $('#c').remove()
    await ticks()
    await settle(1000)
    expect(importer).not.toHaveBeenCalled()
  })

  it('unmounts an island whose element left while its chunk was loading', async () => {
    let resolve!: (m: unknown) => void
    importer.mockImplementationOnce(
      () =>
        new Promise((r) => {
          resolve = r
        })
    )
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    const el = $('#c')
    el.remove()
    await ticks()
    resolve(islands.card!.mod)
    await settle(1)
    // Gone before its turn came: never mounted at all.
    expect(islands.card!.mount).not.toHaveBeenCalled()
    expect(events).toEqual([])
  })

  it('unmounts an island whose element left while its mount was waiting for data', async () => {
    const done = holdMount(islands.card!)
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    $('#c').remove()
    await ticks()
    done(islands.card!.unmount)
    await ticks()
    expect(islands.card!.unmount).toHaveBeenCalledTimes(1)
    expect(events).toEqual([])
  })

  it('keeps an island that is only moved', async () => {
    page('<div data-widget="card" id="c"></div><aside></aside>')
    start()
    await settle()
    $('aside').append($('#c'))
    await ticks()
    await settle()
    expect(islands.card!.unmount).not.toHaveBeenCalled()
    expect(islands.card!.mount).toHaveBeenCalledTimes(1)
    expect(state('#c')).toBe('ready')
  })

  // Taken out and put back later (tabs, a carousel, a re-rendered section), an element is mounted again.
  it('mounts again a widget that was removed and later put back', async () => {
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    const el = $('#c')
    el.remove()
    await ticks()
    expect(islands.card!.unmount).toHaveBeenCalledTimes(1)
    document.body.append(el)
    await ticks()
    await settle()
    expect(islands.card!.mount).toHaveBeenCalledTimes(2)
  })

  it('stop() unmounts everything and ignores later additions', async () => {
    page('<div data-widget="card" id="c"></div>')
    start()
    await settle()
    stop!()
    expect(islands.card!.unmount).toHaveBeenCalledTimes(1)
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="minicart" id="m"></div>')
    await ticks()
    expect($('#m').hasAttribute('data-widget-state')).toBe(false)
  })
})

describe('the runtime hand-over', () => {
  it('starts the runtime once, before the first island mounts, however many islands and ready() ask for it', async () => {
    startRuntimeSpy.mockClear()
    page('<div data-widget="minicart" id="m"></div><div data-widget="card" data-load="interaction" id="c"></div>')
    let watched = 0
    const runtime = startLoader({
      registry,
      chunks,
      importer,
      checkout: false,
      runtime: async () => ({
        startRuntime: startRuntimeSpy,
        mountIsland: (...a: Parameters<typeof mountIsland>) => {
          expect(startRuntimeSpy).toHaveBeenCalledTimes(1)
          return mountIsland(...a)
        },
        watchIslands: (host) => {
          watched++
          return (stop = watchIslands(host))
        },
        session: async () => {}
      })
    })
    await Promise.all([runtime(), runtime()])
    $('#c').click()
    await settle()
    expect(state('#m')).toBe('ready')
    expect(startRuntimeSpy).toHaveBeenCalledTimes(1)
    expect(watched).toBe(1)
  })

  it('catches up with elements added and removed before the runtime arrived', async () => {
    page('<div data-widget="card" data-load="visible" id="c"></div>')
    let arrive!: () => void
    const runtime = startLoader({
      registry,
      chunks,
      importer,
      checkout: false,
      runtime: () =>
        new Promise((resolve) => {
          arrive = () =>
            resolve({
              startRuntime: startRuntimeSpy,
              mountIsland,
              watchIslands: (host) => (stop = watchIslands(host)),
              session: async () => {}
            })
        })
    })
    void runtime()
    $('#c').remove()
    document.body.insertAdjacentHTML('beforeend', '<div data-widget="minicart" id="m"></div>')
    await ticks()
    expect($('#m').hasAttribute('data-widget-state')).toBe(false)
    arrive()
    await ticks()
    expect(state('#m')).toBe('pending')
    await settle()
    expect(state('#m')).toBe('ready')
    expect(importer.mock.calls.map((c) => c[0])).toEqual([chunks.minicart])
  })

  it('marks a started island as error when the runtime cannot load, and leaves the server markup', async () => {
    page('<div data-widget="card" id="c">server</div>')
    startLoader({ registry, chunks, importer, checkout: false, runtime: () => Promise.reject(new Error('offline')) })
    await settle()
    expect(state('#c')).toBe('error')
    expect($('#c').textContent).toBe('server')
    expect(error).toHaveBeenCalledTimes(1)
    expect(importer).not.toHaveBeenCalled()
  })
})

describe('click replay', () => {
  it('replays the click that woke an interaction widget on the mounted island', async () => {
    const islandClick = vi.fn()
    islands.card = fakeIsland((el) => {
      el.innerHTML = '<a href="#p">Product</a><button id="i-buy">Buy</button>'
      el.querySelector('#i-buy')!.addEventListener('click', islandClick)
    })
    const serverClick = vi.fn()
    page(
      '<div data-widget="card" data-load="interaction" id="c"><a href="#p">Product</a><button id="s-buy">Buy</button></div>'
    )
    $('#s-buy').addEventListener('click', serverClick)
    start()
    const buy = $('#s-buy')
    buy.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    buy.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(serverClick).not.toHaveBeenCalled()
    await settle(1)
    expect(state('#c')).toBe('ready')
    expect(islandClick).toHaveBeenCalledTimes(1)
    expect(serverClick).not.toHaveBeenCalled()
  })
})

describe('no code ahead of use', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

  // A shopper who never scrolls must not download the widgets further down: only their strategy loads them.
  it('never prefetches a widget still waiting to become visible, however long after load', async () => {
    page('<div data-widget="gallery" id="g"></div>')
    start()
    dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(preloads()).toEqual([])
    expect(importer).not.toHaveBeenCalled()
    FakeIO.intersect($('#g'))
    await settle(1)
    expect(state('#g')).toBe('ready')
  })
})
