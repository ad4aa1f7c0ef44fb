import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { bus, labelsFor, t } from '#core/page/context'
import { isRouteHash, matchRoute, type Match } from './router'
import { fallback, routes } from './routes'
import type { Route, RouteProps } from './route-types'

const current = () => matchRoute(location.hash, routes, fallback)
const navigate = (path: string, replace = false) => {
  const hash = `#/${path.replace(/^#?\/*/, '')}`
  if (replace) location.replace(hash)
  else location.hash = hash
}

/** The element an in-page hash names, focused (made focusable if it is not) and so scrolled into view. */
function focusAnchor(hash: string): void {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // kept as typed
  }
  const el = document.getElementById(id) ?? document.getElementsByName(id)[0]
  if (!el) return
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1')
  el.focus()
  el.scrollIntoView({ block: 'start' })
}

/**
 * Only "#/…" hashes are routes. A link to any other ("#conteudo", the skip link) scrolls to and focuses its target
 * and leaves the route, and its address, as they are; one that reached the address anyway is put back.
 */
function useInPageAnchors(onRoute: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners live for the shell's life; onRoute only sets state from the address
  useEffect(() => {
    let routeHash = isRouteHash(location.hash) ? location.hash : ''
    const onHash = () => {
      if (isRouteHash(location.hash)) {
        routeHash = location.hash
        return onRoute()
      }
      const anchor = location.hash
      history.replaceState(history.state, '', `${location.pathname}${location.search}${routeHash}`)
      focusAnchor(anchor)
    }
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href^="#"]')
      const href = a?.getAttribute('href') ?? ''
      if (!a || isRouteHash(href) || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey) return
      e.preventDefault()
      focusAnchor(href)
    }
    addEventListener('hashchange', onHash)
    document.addEventListener('click', onClick)
    return () => {
      removeEventListener('hashchange', onHash)
      document.removeEventListener('click', onClick)
    }
  }, [])
}

/** Follows the hash: the matched route's chunk, loaded on first visit; a failed load offers a retry. */
function useRoute() {
  const [match, setMatch] = useState<Match<Route>>(current)
  const [view, setView] = useState<
    { route: Route; Component: ComponentType<RouteProps> } | { route: Route; error: true }
  >()
  const [attempt, setAttempt] = useState(0)
  useInPageAnchors(() => setMatch(current()))
  // Started as the shell is committed, not after its first paint: the route's chunks and its early passport requests
  // leave a frame sooner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's counter: a new value must load the route again
  useLayoutEffect(() => {
    let live = true
    Promise.all([match.route.load(), labelsFor(`checkout-${match.route.part}`)]).then(
      ([m]) => live && setView({ route: match.route, Component: m.default }),
      (e) => {
        console.error('[vitrine] checkout route', e)
        if (live) setView({ route: match.route, error: true })
      }
    )
    return () => {
      live = false
    }
  }, [match.route, attempt])
  return { match, view, retry: () => setAttempt((n) => n + 1) }
}

/**
 * The /app/ shell: one route at a time. On every route change (a checkout step included) the page title follows and
 * focus moves to the new route's heading — the step's heading when there is one, else the first h1 — so a
 * screen-reader user hears where they are, as after a page load.
 */
export function App({ siteTitle }: { siteTitle: string }) {
  const { match, view, retry } = useRoute()
  const main = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  const shown = view && view.route === match.route ? view : undefined

  // A logout, here or in another tab (the passport follows the others), takes every customer field with it: the next
  // person at this browser must not find the name, CPF or phone in the checkout (the quote's CEP: state/cart-state.ts).
  // The draft's code is loaded then, so the shell's own chunk stays small.
  useEffect(() => {
    const clear = () => void import('./state/draft').then((m) => m.clearDraft())
    bus.on('passport:logout', clear)
    return () => bus.off('passport:logout', clear)
  }, [])

  // At commit, not after paint: a shopper (or a test) already typing in the new step must not have focus taken away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route shown (match.path); the step and site title are read as they are then
  useLayoutEffect(() => {
    if (!shown) return
    const step = shown.route.steps?.[match.params.step ?? '']
    document.title = [step && t(step), t(shown.route.title), siteTitle].filter(Boolean).join(' · ')
    // The first route is where the page opened: focus stays where the browser put it.
    if (first.current) {
      first.current = false
      return
    }
    const root = main.current
    ;(root?.querySelector<HTMLElement>('[data-step-heading]') ?? root?.querySelector<HTMLElement>('h1'))?.focus()
  }, [shown, match.path])

  return (
    <div ref={main} className="vt-app" aria-busy={!shown}>
      {!shown ? (
        <p className="vt-app__loading">{t('common.loading')}</p>
      ) : 'error' in shown ? (
        <div role="alert">
          <h1 tabIndex={-1}>{t(shown.route.title)}</h1>
          <p>{t('error.generic')}</p>
          <button type="button" className="vt-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <shown.Component key={match.path} params={match.params} navigate={navigate} />
      )}
    </div>
  )
}
