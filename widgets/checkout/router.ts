// Hash routes of /app/ ("#/cart", "#/account/orders/123"). Pure: the shell feeds it location.hash.
// A pattern is segments separated by '/'; ':name' captures a segment, ':name?' an optional last one.

export interface RoutePattern {
  pattern: string
}

export interface Match<R extends RoutePattern> {
  route: R
  params: Record<string, string>
  /** The normalised path, without '#', leading or trailing slashes: "account/orders". */
  path: string
}

/**
 * Whether a hash is one of /app/'s routes: "#/…", or none at all. Any other ("#conteudo", a skip link or a theme's
 * anchor) names an element of the page, as on any other page.
 */
export const isRouteHash = (hash: string): boolean => hash === '' || hash === '#' || hash.startsWith('#/')

/** "#/account/" and "#account" both give ["account"]; each segment is URI-decoded (a bad escape is kept as typed). */
export function segments(hash: string): string[] {
  return hash
    .replace(/^#?\/*/, '')
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s)
      } catch {
        return s
      }
    })
}

function matchOne(pattern: string, parts: string[]): Record<string, string> | null {
  const want = pattern.split('/')
  const params: Record<string, string> = {}
  if (parts.length > want.length) return null
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!
    const part = parts[i]
    if (w.startsWith(':')) {
      const optional = w.endsWith('?')
      if (part === undefined) {
        if (optional) continue
        return null
      }
      params[w.slice(1, optional ? -1 : undefined)] = part
    } else if (w !== part) return null
  }
  return params
}

/** The first route whose pattern matches; an unknown hash falls back to `fallback` (the cart). */
export function matchRoute<R extends RoutePattern>(hash: string, routes: readonly R[], fallback: R): Match<R> {
  const parts = segments(hash)
  for (const route of routes) {
    const params = matchOne(route.pattern, parts)
    if (params) return { route, params, path: parts.join('/') }
  }
  return { route: fallback, params: {}, path: fallback.pattern.split('/:')[0]! }
}
